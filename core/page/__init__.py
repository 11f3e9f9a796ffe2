"""What the page calls: the bridge, the vocabulary and Explain.

Rule: Python narrates every word the page shows; the bridge is the one function JavaScript calls and
it never raises. Shipped to the page; imports anything but `host/`.
"""

import os

from . import regex_cache

# In the page, the patterns the build compiled go into `re`'s cache before anything imports the
# guard (a no-op elsewhere: there is no cache file beside the sources).
regex_cache.install()

# pydantic looks for plugins in every installed distribution's entry points when it builds its
# first validator (4-5 ms of the page's first run under the pinned Node); the page installs none.
# A host that sets the variable itself keeps its value.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
