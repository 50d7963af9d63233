"""How long a browser may keep what the server sends by a fingerprinted URL: the static
files (`pages.static_url`) and the pages' catalogues (`catalogue.catalogue_url`)."""

#: A URL carrying its content's fingerprint: its answer never changes.
IMMUTABLE = "public, max-age=31536000, immutable"
#: Any other (no fingerprint, or an old one, or a module's relative import): the browser
#: may keep it but asks again before each use (a 304 when it has not changed).
REVALIDATE = "no-cache"
