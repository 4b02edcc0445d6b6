#!/usr/bin/env python3
"""Serves the built web page (scripts/web) to this machine and the local network.

    python3 Web/serve.py --folder DIR [--port N] [--host ADDRESS] [--quiet]

Prints the URL to open on this machine, the one to open on a phone or tablet
on the same network, and a QR code of the latter (qrencode, when it is
installed). With --host 127.0.0.1 it serves this machine only and prints the
URL alone (the tests); --port 0 takes a free port. The first line on standard
output is always "serving http://HOST:PORT/", for a program that started it.
Nothing is cached, so a rebuilt page is seen at the next reload.
"""
import argparse
import functools
import http.server
import shutil
import socket
import subprocess
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript",
                      ".md": "text/markdown; charset=utf-8", ".json": "application/json"}

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        # Cross-origin isolated (the page loads nothing from elsewhere): the
        # browser's clock then reads to 5 µs, fine enough to time a frame's work.
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()

    def log_message(self, format, *args):
        if not self.server.quiet:
            super().log_message(format, *args)


def local_network_address():
    """This machine's address on the local network: the one a packet to a
    public address would leave from (no packet is sent: a UDP socket only
    chooses its route when it connects)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed, never contacted
            return s.getsockname()[0]
        except OSError:
            return None


def main():
    parser = argparse.ArgumentParser(description="Serve the built web page.")
    parser.add_argument("--folder", required=True)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()
    handler = functools.partial(Handler, directory=args.folder)
    try:
        server = http.server.ThreadingHTTPServer((args.host, args.port), handler)
    except OSError as error:
        print(f"serve.py: cannot listen on {args.host}:{args.port}: {error.strerror}", file=sys.stderr)
        return 1
    server.quiet = args.quiet
    port = server.server_address[1]
    local = f"http://127.0.0.1:{port}/"
    print(f"serving {local}", flush=True)
    if args.host in ("0.0.0.0", ""):
        address = local_network_address()
        print(f"  on this machine:       {local}")
        if address and not address.startswith("127."):
            phone = f"http://{address}:{port}/"
            print(f"  on a phone or tablet:  {phone}   (on the same network)")
            if shutil.which("qrencode"):
                subprocess.run(["qrencode", "-t", "ANSIUTF8", "-m", "2", phone], check=False)
        else:
            print("  (no local network address found: a phone cannot reach this machine)")
        print("Press Ctrl-C to stop.", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
