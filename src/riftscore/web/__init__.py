"""The tracker over HTTP: the JSON API, live updates, and (later) the pages."""
