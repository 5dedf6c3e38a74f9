"""Task: reconcile bank statement lines against ledger entries: exact, amount-date, and fuzzy matches."""
import csv
import io
import re
from datetime import date, timedelta
from difflib import SequenceMatcher

BANK = """date,description,amount
2024-04-01,CARD PAYMENT ACME SUPPLIES LTD,-129.99
2024-04-02,TRANSFER FROM CLIENT NORTHWIND,2400.00
2024-04-03,DIRECT DEBIT CITY POWER 88213,-86.40
2024-04-05,CARD PAYMENT OFFICE DEPOT 551,-45.10
2024-04-08,BANK FEE,-5.00
2024-04-09,TRANSFER FROM CLIENT CONTOSO LTD,1200.00
2024-04-10,CARD PAYMENT ACME SUPPLIES LTD,-64.50
2024-04-12,ATM WITHDRAWAL 0032,-100.00
"""
LEDGER = """id,date,payee,amount
L1,2024-03-31,Acme Supplies,-129.99
L2,2024-04-02,Northwind Traders,2400.00
L3,2024-04-03,City Power,-86.40
L4,2024-04-04,Office Depot,-45.10
L5,2024-04-09,Contoso,1250.00
L6,2024-04-10,Acme Supplies,-64.50
L7,2024-04-11,Petty cash,-100.00
L8,2024-04-15,Insurance Co,-310.00
"""


def load(text, **conv):
    rows = list(csv.DictReader(io.StringIO(text)))
    for r in rows:
        r["date"] = date.fromisoformat(r["date"])
        r["amount"] = round(float(r["amount"]), 2)
    return rows


bank = load(BANK)
ledger = load(LEDGER)
for i, b in enumerate(bank):
    b["id"] = f"B{i + 1}"


def norm(s):
    s = re.sub(r"\b(CARD PAYMENT|TRANSFER FROM CLIENT|DIRECT DEBIT|LTD|TRADERS|CO)\b", " ", s.upper())
    s = re.sub(r"\d+", " ", s)
    return " ".join(s.split()).lower()


matches, unmatched_bank = [], []
open_ledger = {l["id"]: l for l in ledger}
for b in bank:
    best, best_score, how = None, 0.0, ""
    for l in open_ledger.values():
        if l["amount"] != b["amount"]:
            continue
        gap = abs((b["date"] - l["date"]).days)
        name = SequenceMatcher(None, norm(b["description"]), norm(l["payee"])).ratio()
        score = name - gap * 0.05
        if gap == 0 and name > 0.8:
            how = "exact"
        elif gap <= 3 and name > 0.6:
            how = "date-window"
        elif gap <= 3:
            how = "amount-only"
        else:
            continue
        if score > best_score or best is None:
            best, best_score, kind = l, score, how
    if best is None:
        unmatched_bank.append(b)
        continue
    matches.append((b, best, kind, best_score))
    del open_ledger[best["id"]]

print(f"{'bank':<4} {'ledger':<6} {'kind':<12} {'score':>6}  {'amount':>9}  description -> payee")
for b, l, kind, score in matches:
    print(f"{b['id']:<4} {l['id']:<6} {kind:<12} {score:>6.3f}  {b['amount']:>9.2f}  {b['description'][:30]} -> {l['payee']}")
print("\nunmatched bank lines:")
for b in unmatched_bank:
    candidates = sorted(ledger, key=lambda l: abs(l["amount"] - b["amount"]))[:1]
    hint = f"closest ledger {candidates[0]['id']} ({candidates[0]['amount']:+.2f})" if candidates else ""
    print(f"  {b['id']} {b['date']} {b['description']:<34} {b['amount']:>9.2f}  {hint}")
print("unmatched ledger entries:")
for l in open_ledger.values():
    overdue = (date(2024, 4, 20) - l["date"]) > timedelta(days=7)
    print(f"  {l['id']} {l['date']} {l['payee']:<18} {l['amount']:>9.2f}{'  (stale)' if overdue else ''}")
bank_total = round(sum(b["amount"] for b in bank), 2)
ledger_total = round(sum(l["amount"] for l in ledger), 2)
print(f"\nbank {bank_total:+.2f} vs ledger {ledger_total:+.2f}: difference {bank_total - ledger_total:+.2f}")
print("match rate:", f"{len(matches) / len(bank):.0%}", "| by kind:", {k: sum(1 for m in matches if m[2] == k) for k in ("exact", "date-window", "amount-only")})
print([norm(b["description"]) for b in bank[:4]])
