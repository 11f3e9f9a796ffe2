"""What the page calls: the bridge, the vocabulary and Explain.

Rule: Python narrates every word the page shows; the bridge is the one function JavaScript calls and
it never raises. Shipped to the page; imports anything but `host/`.
"""
