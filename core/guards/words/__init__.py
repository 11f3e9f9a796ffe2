"""Word tables the guard's patterns are composed from: read at build time, never shipped."""
