class Invoice:
    def __init__(self):
        self.total_amount = 10
        self.currency = "EUR"


inv = Invoice()
print(inv.currency)
print(inv.total_amout)
