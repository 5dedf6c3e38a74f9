"""Task: triage support emails: extract fields with regex, assign priority, compute SLA deadlines in business hours."""
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, time

INBOX = """\
From: alice@bigcorp.com
Date: 2024-10-04 16:45
Subject: URGENT: production outage on order API
Order ID: ORD-55120. Error code E503 since 16:30, customers cannot pay!
---
From: bob@smallshop.io
Date: 2024-10-05 10:12
Subject: Question about invoice INV-2024-0098
Hi, the VAT on invoice INV-2024-0098 looks wrong. Can you check? Thanks.
---
From: carol@bigcorp.com
Date: 2024-10-07 08:05
Subject: Re: slow dashboard
Dashboard takes 45s to load. Not urgent but annoying. Account #A-7781.
---
From: dave@startup.dev
Date: 2024-10-07 13:30
Subject: Security: possible data leak
We saw user emails (e.g. test@startup.dev) in a public log. Error code E401. Please advise ASAP.
---
From: erin@smallshop.io
Date: 2024-10-08 17:59
Subject: Feature request - dark mode
Would love a dark mode :)
"""

VIP_DOMAINS = {"bigcorp.com"}
SLA_HOURS = {"P1": 4, "P2": 8, "P3": 24, "P4": 72}
OPEN, CLOSE = time(9, 0), time(18, 0)


@dataclass
class Ticket:
    sender: str
    received: datetime
    subject: str
    body: str
    priority: str = "P4"
    refs: tuple = ()

    @property
    def domain(self):
        return self.sender.split("@", 1)[1]


def parse(block):
    headers = dict(re.findall(r"^(From|Date|Subject): (.*)$", block, re.M))
    body = block.split("\n", 3)[3].strip()
    return Ticket(headers["From"], datetime.strptime(headers["Date"], "%Y-%m-%d %H:%M"), headers["Subject"], body)


def classify(t):
    text = f"{t.subject} {t.body}".lower()
    if re.search(r"\b(outage|down|cannot pay|security|leak)\b", text):
        p = 1
    elif re.search(r"\b(error|e\d{3}|wrong|invoice)\b", text):
        p = 2
    elif re.search(r"\b(slow|bug|broken)\b", text):
        p = 3
    else:
        p = 4
    if t.domain in VIP_DOMAINS and p > 1:
        p -= 1
    if re.search(r"\b(urgent|asap)\b", text) and p > 1:
        p -= 1
    return f"P{p}"


def add_business_hours(start, hours):
    cur = start
    remaining = timedelta(hours=hours)
    while remaining > timedelta(0):
        if cur.weekday() >= 5 or cur.time() >= CLOSE:
            cur = datetime.combine(cur.date() + timedelta(days=1), OPEN)
            continue
        if cur.time() < OPEN:
            cur = datetime.combine(cur.date(), OPEN)
        end_of_day = datetime.combine(cur.date(), CLOSE)
        step = min(remaining, end_of_day - cur)
        cur += step
        remaining -= step
    return cur


tickets = [parse(b.strip()) for b in INBOX.split("---")]
for t in tickets:
    t.priority = classify(t)
    t.refs = tuple(re.findall(r"\b(?:ORD-\d+|INV-\d{4}-\d{4}|#?A-\d+|E\d{3})\b", t.body))

now = datetime(2024, 10, 8, 12, 0)
print(f"{'pri':<4}{'received':<17}{'due':<17}{'state':<9}{'from':<20}subject")
for t in sorted(tickets, key=lambda t: (t.priority, t.received)):
    due = add_business_hours(t.received, SLA_HOURS[t.priority])
    state = "BREACHED" if due < now else "open"
    print(f"{t.priority:<4}{t.received:%a %d %H:%M}    {due:%a %d %H:%M}    {state:<9}{t.sender:<20}{t.subject[:34]}")
print()
for t in tickets:
    print(f"{t.sender:<20} refs={list(t.refs)}")
emails_in_body = sorted({e for t in tickets for e in re.findall(r"[\w.+-]+@[\w-]+\.[\w.]+", t.body)})
print("emails mentioned in bodies:", emails_in_body)
by_pri = {}
for t in tickets:
    by_pri.setdefault(t.priority, []).append(t.sender.split("@")[0])
print("queue:", dict(sorted(by_pri.items())))
print("weekend arrivals:", [t.sender for t in tickets if t.received.weekday() >= 5])
redacted = re.sub(r"([\w.+-])[\w.+-]*@([\w-]+)\.([\w.]+)", r"\1***@\2.\3", tickets[3].body)
print("redacted:", redacted)
for start, hrs in [(datetime(2024, 10, 4, 17, 0), 4), (datetime(2024, 10, 5, 11, 0), 8), (datetime(2024, 10, 7, 8, 0), 24)]:
    print(f"{start:%a %H:%M} + {hrs}h business -> {add_business_hours(start, hrs):%a %d %H:%M}")
