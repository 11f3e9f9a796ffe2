"""An answer's caveats ruled out, and a dual answer asked for."""
