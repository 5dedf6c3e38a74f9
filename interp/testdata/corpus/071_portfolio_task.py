"""Task: stock portfolio: FIFO lots with deque, realised/unrealised gains in Decimal, dividends, allocation report."""
from collections import defaultdict, deque
from datetime import date
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")
TRADES = """
2023-01-10 BUY  ACME  100 10.00
2023-02-15 BUY  ACME   50 12.50
2023-03-01 BUY  GLOBX  20 150.00
2023-04-20 SELL ACME   120 14.00
2023-05-05 BUY  INIT  300  4.20
2023-06-30 DIV  ACME    0  0.35
2023-07-12 SELL GLOBX   5 172.40
2023-08-08 BUY  ACME   40 11.00
2023-09-09 SELL INIT  100  3.90
2023-10-01 DIV  GLOBX   0  1.10
2023-11-11 SELL ACME    60 15.25
2023-12-01 SPLIT INIT   2  0
"""
PRICES = {"ACME": Decimal("16.10"), "GLOBX": Decimal("168.00"), "INIT": Decimal("2.35")}


def q(x):
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


lots = defaultdict(deque)
realised = defaultdict(Decimal)
dividends = defaultdict(Decimal)
log = []
for line in TRADES.strip().splitlines():
    d, kind, sym, qty, price = line.split()
    day = date.fromisoformat(d)
    qty, price = int(qty), Decimal(price)
    if kind == "BUY":
        lots[sym].append([day, qty, price])
        log.append(f"{day} buy  {qty:>4} {sym:<5} @ {price:>7}")
    elif kind == "SELL":
        remaining, gain, held_days = qty, Decimal(0), []
        while remaining:
            if not lots[sym]:
                raise RuntimeError(f"selling more {sym} than held")
            lot = lots[sym][0]
            take = min(remaining, lot[1])
            gain += (price - lot[2]) * take
            held_days.append((day - lot[0]).days)
            lot[1] -= take
            remaining -= take
            if lot[1] == 0:
                lots[sym].popleft()
        realised[sym] += gain
        log.append(f"{day} sell {qty:>4} {sym:<5} @ {price:>7} gain {q(gain):>9} (held {min(held_days)}-{max(held_days)}d)")
    elif kind == "DIV":
        shares = sum(l[1] for l in lots[sym])
        amount = q(shares * price)
        dividends[sym] += amount
        log.append(f"{day} div  {sym:<5} {shares} sh x {price} = {amount}")
    elif kind == "SPLIT":
        for lot in lots[sym]:
            lot[1] *= qty
            lot[2] = lot[2] / qty
        log.append(f"{day} split {sym} {qty}:1")

print("\n".join(log))
print()
print(f"{'sym':<6}{'shares':>7}{'avg cost':>10}{'price':>9}{'value':>11}{'unreal.':>10}{'real.':>9}{'div':>8}{'alloc':>8}")
total_value = sum(PRICES[s] * sum(l[1] for l in lots[s]) for s in lots)
rows = []
for sym in sorted(lots):
    shares = sum(l[1] for l in lots[sym])
    cost = sum(l[1] * l[2] for l in lots[sym])
    value = PRICES[sym] * shares
    avg = q(cost / shares) if shares else Decimal(0)
    rows.append((sym, shares, avg, value, value - cost))
    print(f"{sym:<6}{shares:>7}{avg:>10}{PRICES[sym]:>9}{q(value):>11,}{q(value - cost):>10}{q(realised[sym]):>9}"
          f"{dividends[sym]:>8}{value / total_value:>8.1%}")
print("-" * 78)
unreal = sum(r[4] for r in rows)
print(f"{'total':<32}{q(total_value):>11,}{q(unreal):>10}{q(sum(realised.values())):>9}{sum(dividends.values()):>8}")
tax = q(max(Decimal(0), sum(realised.values())) * Decimal("0.20"))
print(f"\nrealised gains {q(sum(realised.values()))}, est. tax at 20% {tax}, income {sum(dividends.values())}")
winners = sorted(rows, key=lambda r: r[4], reverse=True)
print("best holding:", winners[0][0], q(winners[0][4]), "| worst:", winners[-1][0], q(winners[-1][4]))
print("open lots:")
for sym in sorted(lots):
    for day, n, price in lots[sym]:
        print(f"  {sym:<6}{day}  {n:>4} @ {q(price)}  ({(date(2024, 1, 1) - day).days} days)")
target = {"ACME": Decimal("0.5"), "GLOBX": Decimal("0.4"), "INIT": Decimal("0.1")}
print("rebalance to target:")
for sym, share in target.items():
    want = total_value * share
    have = PRICES[sym] * sum(l[1] for l in lots[sym])
    delta = (want - have) / PRICES[sym]
    action = "buy" if delta > 0 else "sell"
    print(f"  {sym:<6}{action} {abs(delta).to_integral_value(rounding=ROUND_HALF_UP):>4} shares ({q(want - have):>+9})")
