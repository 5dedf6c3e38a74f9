"""Task: HR pipeline: parse employee records into dataclasses, apply raises, and print payroll summaries."""
from dataclasses import dataclass, field, asdict
from datetime import date
from decimal import Decimal, ROUND_HALF_UP
from enum import Enum
from typing import List, Optional
import json


class Dept(Enum):
    ENG = "Engineering"
    SALES = "Sales"
    OPS = "Operations"
    HR = "People"


class Level(Enum):
    JUNIOR = 1
    MID = 2
    SENIOR = 3
    LEAD = 4


@dataclass
class Employee:
    emp_id: int
    name: str
    dept: Dept
    level: Level
    salary: Decimal
    hired: date
    manager_id: Optional[int] = None
    skills: List[str] = field(default_factory=list)

    @property
    def tenure_years(self) -> int:
        ref = date(2024, 6, 30)
        return ref.year - self.hired.year - ((ref.month, ref.day) < (self.hired.month, self.hired.day))

    def raise_pct(self) -> Decimal:
        base = {Level.JUNIOR: Decimal("0.05"), Level.MID: Decimal("0.04"), Level.SENIOR: Decimal("0.035"), Level.LEAD: Decimal("0.03")}[self.level]
        if self.tenure_years >= 5:
            base += Decimal("0.01")
        return base


RAW = """\
101|Ada Park|ENG|LEAD|185000|2015-03-01||python,go,leadership
102|Ben Ortiz|ENG|SENIOR|152000|2018-07-15|101|python,sql
103|Chloe Wu|ENG|MID|118500|2021-01-11|101|go,k8s
104|Dev Rao|SALES|SENIOR|98000|2016-09-30||negotiation
105|Ela Stone|SALES|JUNIOR|61000|2023-02-01|104|crm
106|Finn Hale|OPS|MID|87250|2019-11-20||logistics,sql
107|Gia Lopez|HR|LEAD|110000|2012-05-05||recruiting
108|Hugo Marsh|ENG|JUNIOR|92000|2024-01-08|102|python
109|Iris Bell|OPS|JUNIOR|58500|2022-08-22|106|
"""


def parse(line: str) -> Employee:
    eid, name, dept, level, salary, hired, mgr, skills = line.split("|")
    y, m, d = map(int, hired.split("-"))
    return Employee(int(eid), name, Dept[dept], Level[level], Decimal(salary), date(y, m, d),
                    int(mgr) if mgr else None, [s for s in skills.split(",") if s])


staff = [parse(l) for l in RAW.splitlines()]
by_id = {e.emp_id: e for e in staff}
print(f"{len(staff)} employees in {len({e.dept for e in staff})} departments")

print()
print(f"{'ID':<4}{'Name':<12}{'Dept':<12}{'Level':<8}{'Tenure':>6}{'Salary':>12}{'Raise':>7}{'New salary':>13}")
payroll_before = payroll_after = Decimal(0)
for e in sorted(staff, key=lambda e: (e.dept.value, -e.level.value, e.name)):
    pct = e.raise_pct()
    new = (e.salary * (1 + pct)).quantize(Decimal("1.00"), rounding=ROUND_HALF_UP)
    payroll_before += e.salary
    payroll_after += new
    print(f"{e.emp_id:<4}{e.name:<12}{e.dept.value:<12}{e.level.name.title():<8}{e.tenure_years:>6}{e.salary:>12,.2f}{pct:>7.1%}{new:>13,.2f}")
print(f"{'':<50}{payroll_before:>12,.2f}{'':>7}{payroll_after:>13,.2f}")
increase = payroll_after - payroll_before
print(f"payroll increase: {increase:,.2f} ({(increase / payroll_before * 100).quantize(Decimal('0.01'))}%)")

print()
print("BY DEPARTMENT")
for dept in Dept:
    members = [e for e in staff if e.dept is dept]
    if not members:
        continue
    total = sum(e.salary for e in members)
    avg = (total / len(members)).quantize(Decimal("0.01"))
    print(f"  {dept.name:<6}{dept.value:<12} n={len(members)} total={total:>10,} avg={avg:>10,}")


def chain(e: Employee) -> List[str]:
    out = []
    while e.manager_id is not None:
        e = by_id[e.manager_id]
        out.append(e.name)
    return out


print()
print("REPORTING LINES")
for e in staff:
    c = chain(e)
    if c:
        print(f"  {e.name} -> {' -> '.join(c)}")
reports = {}
for e in staff:
    if e.manager_id:
        reports.setdefault(by_id[e.manager_id].name, []).append(e.name)
print("  direct reports:", reports)

skills = {}
for e in staff:
    for s in e.skills:
        skills.setdefault(s, []).append(e.emp_id)
print()
print("skills:", {k: v for k, v in sorted(skills.items(), key=lambda kv: (-len(kv[1]), kv[0]))})
no_skills = [e.name for e in staff if not e.skills]
print("no skills listed:", no_skills)
veterans = sorted((e for e in staff if e.tenure_years >= 5), key=lambda e: e.hired)
print("veterans:", [(e.name, e.hired.isoformat(), e.tenure_years) for e in veterans])


def to_json(e: Employee) -> dict:
    d = asdict(e)
    d["dept"] = e.dept.name
    d["level"] = e.level.value
    d["salary"] = str(e.salary)
    d["hired"] = e.hired.isoformat()
    return d


print(json.dumps([to_json(e) for e in staff[:2]], indent=2))
