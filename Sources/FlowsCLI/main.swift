print("flows")
