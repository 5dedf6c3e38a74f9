"""Task: a small bank ledger with accounts, transfers, overdraft rules, custom exceptions and statements."""
from decimal import Decimal, ROUND_HALF_EVEN
from datetime import date, timedelta
from enum import Enum


class TxKind(Enum):
    DEPOSIT = "DEP"
    WITHDRAW = "WDR"
    TRANSFER_IN = "TIN"
    TRANSFER_OUT = "TOUT"
    INTEREST = "INT"
    FEE = "FEE"


class LedgerError(Exception):
    pass


class InsufficientFunds(LedgerError):
    def __init__(self, account, needed, available):
        super().__init__(f"{account}: needs {needed}, only {available} available")
        self.shortfall = needed - available


class AccountFrozen(LedgerError):
    pass


class Account:
    def __init__(self, number, owner, overdraft=Decimal("0")):
        self.number = number
        self.owner = owner
        self.overdraft = Decimal(overdraft)
        self.frozen = False
        self.entries = []

    @property
    def balance(self):
        return sum((amt for _, _, amt, _ in self.entries), Decimal("0"))

    @property
    def available(self):
        return self.balance + self.overdraft

    def _post(self, day, kind, amount, memo=""):
        if self.frozen:
            raise AccountFrozen(f"account {self.number} is frozen")
        self.entries.append((day, kind, amount, memo))

    def deposit(self, day, amount, memo="deposit"):
        amount = Decimal(amount)
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self._post(day, TxKind.DEPOSIT, amount, memo)

    def withdraw(self, day, amount, memo="withdrawal", kind=TxKind.WITHDRAW):
        amount = Decimal(amount)
        if amount > self.available:
            raise InsufficientFunds(self.number, amount, self.available)
        self._post(day, kind, -amount, memo)

    def __repr__(self):
        return f"<Account {self.number} {self.owner} {self.balance}>"


class Bank:
    FEE = Decimal("2.50")

    def __init__(self):
        self.accounts = {}
        self.failures = []

    def open(self, number, owner, overdraft="0"):
        acct = Account(number, owner, overdraft)
        self.accounts[number] = acct
        return acct

    def transfer(self, day, src, dst, amount):
        a, b = self.accounts[src], self.accounts[dst]
        try:
            a.withdraw(day, amount, f"to {dst}", TxKind.TRANSFER_OUT)
        except LedgerError as e:
            self.failures.append((day, src, dst, str(e)))
            if isinstance(e, InsufficientFunds) and a.available >= self.FEE:
                a.withdraw(day, self.FEE, "failed transfer fee", TxKind.FEE)
            return False
        else:
            b._post(day, TxKind.TRANSFER_IN, Decimal(amount), f"from {src}")
            return True

    def accrue_interest(self, day, annual_rate, days):
        for acct in self.accounts.values():
            if acct.balance > 0 and not acct.frozen:
                interest = (acct.balance * Decimal(annual_rate) * days / 365).quantize(Decimal("0.01"), ROUND_HALF_EVEN)
                acct._post(day, TxKind.INTEREST, interest, f"{annual_rate} p.a. x {days}d")


bank = Bank()
bank.open("GB-001", "Ann", overdraft="100")
bank.open("GB-002", "Bob")
bank.open("GB-003", "Cat", overdraft="500")
d0 = date(2024, 1, 1)
ops = [
    (0, "dep", "GB-001", "1000.00"), (0, "dep", "GB-002", "250.00"), (1, "xfer", "GB-001", "GB-002", "300.00"),
    (2, "wdr", "GB-002", "600.00"), (3, "xfer", "GB-002", "GB-003", "549.99"), (4, "xfer", "GB-003", "GB-001", "400.00"),
    (5, "freeze", "GB-002"), (6, "xfer", "GB-001", "GB-002", "10.00"), (7, "dep", "GB-002", "5.00"),
    (8, "dep", "GB-001", "-5"), (9, "wdr", "GB-001", "1200.00"), (10, "wdr", "GB-001", "1199.99"),
]
for op in ops:
    day = d0 + timedelta(days=op[0])
    try:
        if op[1] == "dep":
            bank.accounts[op[2]].deposit(day, op[3])
        elif op[1] == "wdr":
            bank.accounts[op[2]].withdraw(day, op[3])
        elif op[1] == "xfer":
            ok = bank.transfer(day, op[2], op[3], op[4])
            print(f"{day} transfer {op[2]}->{op[3]} {op[4]}: {'ok' if ok else 'FAILED'}")
        elif op[1] == "freeze":
            bank.accounts[op[2]].frozen = True
            print(f"{day} froze {op[2]}")
    except InsufficientFunds as e:
        print(f"{day} {op[1]} {op[2]} rejected: {e} (short {e.shortfall})")
    except (AccountFrozen, ValueError) as e:
        print(f"{day} {op[1]} {op[2]} error [{type(e).__name__}]: {e}")

bank.accrue_interest(d0 + timedelta(days=31), "0.045", 31)
for acct in bank.accounts.values():
    print(f"\nStatement {acct.number} ({acct.owner}){' FROZEN' if acct.frozen else ''}")
    running = Decimal("0")
    for day, kind, amt, memo in acct.entries:
        running += amt
        print(f"  {day:%d %b} {kind.value:<5}{memo:<22}{amt:>10}{running:>11}")
    print(f"  {'closing balance':<35}{acct.balance:>11}  available {acct.available}")
print("\nfailures:")
for f in bank.failures:
    print(" ", f[0].isoformat(), f"{f[1]}->{f[2]}", f[3])
total = sum(a.balance for a in bank.accounts.values())
print("bank total:", total, "| accounts:", sorted(bank.accounts.values(), key=lambda a: a.balance))
