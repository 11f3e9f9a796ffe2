"""Order intents: new instructions, a system header, a reply's prefix, an answer dictated, a
conditional addressed to an AI, the reader addressed."""
