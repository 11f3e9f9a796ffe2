"""A finding the review is told to suppress."""
