"""What the deterministic stub 'model' finds in the context it is shown: one module per agent."""
