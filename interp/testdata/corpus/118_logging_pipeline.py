"""Task: an ETL step that logs progress with the logging module to an in-memory stream."""
import io
import logging

stream = io.StringIO()
handler = logging.StreamHandler(stream)
handler.setFormatter(logging.Formatter("%(levelname)-7s %(name)s: %(message)s"))
log = logging.getLogger("etl.orders")
log.setLevel(logging.DEBUG)
log.addHandler(handler)
log.propagate = False

ROWS = [{"id": 1, "amount": "10.50"}, {"id": 2, "amount": ""}, {"id": 3, "amount": "x"},
        {"id": 4, "amount": "99.99"}, {"id": 5, "amount": "-3"}]


def transform(row):
    if not row["amount"]:
        log.warning("row %d: empty amount, defaulting to 0", row["id"])
        return 0.0
    try:
        value = float(row["amount"])
    except ValueError:
        log.error("row %(id)s: bad amount %(amount)r", row)
        raise
    if value < 0:
        log.info("row %s: negative amount %.2f treated as refund", row["id"], value)
    return value


total = 0.0
failed = []
log.debug("starting with %d rows", len(ROWS))
for row in ROWS:
    try:
        total += transform(row)
    except ValueError:
        failed.append(row["id"])
log.info("done: total=%.2f failed=%s", total, failed)
child = logging.getLogger("etl.orders.audit")
child.setLevel(logging.WARNING)
child.info("this is filtered")
child.warning("audit found %d issue(s)", len(failed))
log.setLevel(logging.INFO)
log.debug("not shown")
log.log(logging.CRITICAL, "critical via log()")
print(stream.getvalue(), end="")
print("levels:", logging.getLevelName(10), logging.getLevelName(logging.ERROR), logging.getLevelName("WARNING"))
print("effective:", child.getEffectiveLevel(), log.getEffectiveLevel(), child.parent.name, log.isEnabledFor(logging.DEBUG))
print("same logger:", logging.getLogger("etl.orders") is log)
print(total, failed)
