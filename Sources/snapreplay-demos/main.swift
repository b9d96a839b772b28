print("demos")
