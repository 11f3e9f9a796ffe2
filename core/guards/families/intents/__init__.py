"""The core intents (override, reveal, now, approve, secrets, planted, ask, marked safe): the words
every other family pairs with, and the composing helpers they share."""
