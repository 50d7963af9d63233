"""The API document's action schema is the record's vocabulary, generated from its wire
structs: one alternative per verb, with the keys the record requires, and the board's
verbs; the same schema for an action and for its preview."""

from __future__ import annotations

import msgspec
from fastapi.testclient import TestClient

from riftscore.record import WIRE_TYPES
from riftscore.rules.board import notation as board_notation


def body_schema(document: dict, path: str) -> dict:
    operation = document["paths"][path]["post"]
    schema: dict = operation["requestBody"]["content"]["application/json"]["schema"]
    return schema


def test_the_action_schema_has_every_verb_of_the_record_with_its_keys(
    client: TestClient,
) -> None:
    document = client.get("/openapi.json").json()
    schema = body_schema(document, "/api/games/{game_id}/actions")
    *core, board = schema["oneOf"]
    assert [option["title"] for option in core] == [
        struct.__struct_config__.tag for struct in WIRE_TYPES
    ]
    for option, struct in zip(core, WIRE_TYPES, strict=True):
        required = {f.encode_name for f in msgspec.structs.fields(struct) if f.required}
        assert set(option["required"]) == {"do", *required}, option["title"]
        assert option["properties"]["do"] == {"enum": [struct.__struct_config__.tag]}
    assert set(board["properties"]["do"]["enum"]) == set(board_notation.VERBS)
    assert body_schema(document, "/api/games/{game_id}/preview") == schema
