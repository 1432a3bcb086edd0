"""Bundled assets (fonts, sounds, art). Found with ``importlib.resources.files("assets")``,
so source runs and packaged builds locate them the same way. Each asset's source and
licence is recorded in ``assets/LICENSES.md``."""
