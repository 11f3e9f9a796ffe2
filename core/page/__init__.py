"""What the page calls: the bridge, the vocabulary and Explain.

Rule: Python narrates every word the page shows; the bridge is the one function JavaScript calls and
it never raises. Shipped to the page; imports anything but `host/`.
"""

from . import regex_cache

# In the page, the patterns the build compiled go into `re`'s cache before anything imports the
# guard (a no-op elsewhere: there is no cache file beside the sources).
regex_cache.install()
