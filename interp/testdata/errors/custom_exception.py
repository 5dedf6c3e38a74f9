class ValidationError(Exception):
    pass

def check(record):
    if "id" not in record:
        raise ValidationError(f"record without id: {record!r}")

for r in [{"id": 1}, {"name": "x"}]:
    check(r)
