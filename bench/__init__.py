"""Benchmarks (README.md): a package, so that others can `from bench.corpus import load_corpus`."""
