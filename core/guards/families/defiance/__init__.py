"""Defiance of the model's limits: erase, bypass, lift, switch off, a persona unbound, a
counterfactual that frees it."""
