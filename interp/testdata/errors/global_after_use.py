x = 1
def f():
    print(x)
    global x
