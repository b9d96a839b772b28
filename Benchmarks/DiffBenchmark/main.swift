print("diff benchmark")
