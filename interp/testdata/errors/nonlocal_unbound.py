def outer():
    def inner():
        nonlocal q
        q = 1
    inner()
