print("keyboard-lab")
