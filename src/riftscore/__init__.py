"""riftscore: a scorekeeping companion for Riftbound that applies the scoring rules."""

__version__ = "0.1.0"
