"""Hostile: opens a TCP connection to 127.0.0.1:PORT (the first argument) and says whether it
could on stdout (WA either way)."""
import socket
import sys

sys.stdin.read()
try:
    with socket.create_connection(("127.0.0.1", int(sys.argv[1])), timeout=2) as connection:
        connection.sendall(b"escaped\n")
        print("connected")
except OSError as error:
    print("refused", error.strerror or error)
