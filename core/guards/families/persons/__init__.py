"""The override as a speaker announces it, or as an infinitive."""
