#!/usr/bin/env python3
"""Serves the built web page (scripts/web) to this machine and the local network.

    python3 Web/serve.py --folder DIR [--port N] [--host ADDRESS] [--tls] [--quiet]

Prints the URL to open on this machine, the one to open on a phone or tablet
on the same network, and a QR code of the latter (qrencode, when it is
installed). With --host 127.0.0.1 it serves this machine only and prints the
URL alone (the tests); --port 0 takes a free port. The first line on standard
output is always "serving http(s)://HOST:PORT/", for a program that started it.
Nothing is cached, so a rebuilt page is seen at the next reload.

A browser treats a page from plain http:// on another machine as not secure,
and gives it fewer touch samples (no getCoalescedEvents: one a frame). With
--tls the page is served over HTTPS with a certificate made on the spot for
this machine's addresses (openssl; kept in DIR/../tls): a phone warns once
that it does not know who signed it, and then gets every sample.
"""
import argparse
import functools
import http.server
import shutil
import os
import socket
import ssl
import subprocess
import sys
import threading


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".js": "text/javascript", ".mjs": "text/javascript",
                      ".md": "text/markdown; charset=utf-8", ".json": "application/json"}

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        # Cross-origin isolated (the page loads nothing from elsewhere): the
        # browser's clock then reads to 5 µs, fine enough to time a frame's
        # work. Only where the browser honours it — a secure page, or this
        # machine — so no browser warns that it ignored it.
        host = (self.headers.get("Host") or "").split(":")[0]
        if self.server.tls or host in ("127.0.0.1", "localhost", "[::1]"):
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


def certificate(folder, addresses):
    """A self-signed certificate for `addresses` (and localhost), made with
    openssl in `folder` unless one for them is there; its (cert, key) paths."""
    os.makedirs(folder, exist_ok=True)
    cert, key, names = (os.path.join(folder, f) for f in ("cert.pem", "key.pem", "addresses"))
    wanted = ",".join(sorted(set(addresses)))
    if not (os.path.exists(cert) and os.path.exists(names) and open(names).read() == wanted):
        alt = ",".join([f"IP:{a}" for a in sorted(set(addresses))] + ["DNS:localhost"])
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
                        "-days", "30", "-subj", "/CN=FluidInterfaces", "-addext", f"subjectAltName={alt}"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(names, "w") as file:
            file.write(wanted)
    return cert, key


def main():
    parser = argparse.ArgumentParser(description="Serve the built web page.")
    parser.add_argument("--folder", required=True)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--tls", action="store_true")
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("--until-input-ends", action="store_true",
                        help="stop when standard input ends (when the program that started it exits)")
    args = parser.parse_args()
    handler = functools.partial(Handler, directory=args.folder)
    try:
        server = http.server.ThreadingHTTPServer((args.host, args.port), handler)
    except OSError as error:
        print(f"serve.py: cannot listen on {args.host}:{args.port}: {error.strerror}", file=sys.stderr)
        return 1
    server.quiet = args.quiet
    server.tls = args.tls
    port = server.server_address[1]
    address = local_network_address() if args.host in ("0.0.0.0", "") else None
    scheme = "http"
    if args.tls:
        folder = os.path.join(os.path.dirname(os.path.abspath(args.folder)), "tls")
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*certificate(folder, ["127.0.0.1"] + ([address] if address else [])))
        server.socket = context.wrap_socket(server.socket, server_side=True)
        scheme = "https"
    local = f"{scheme}://127.0.0.1:{port}/"
    print(f"serving {local}", flush=True)
    if args.host in ("0.0.0.0", ""):
        print(f"  on this machine:       {local}")
        if address and not address.startswith("127."):
            phone = f"{scheme}://{address}:{port}/"
            print(f"  on a phone or tablet:  {phone}   (on the same network)")
            if not args.tls:
                print("  (plain http on a network: the browser gives the page one touch sample a frame;"
                      " scripts/web --tls serves HTTPS and every sample)")
            if shutil.which("qrencode"):
                subprocess.run(["qrencode", "-t", "ANSIUTF8", "-m", "2", phone], check=False)
        else:
            print("  (no local network address found: a phone cannot reach this machine)")
        print("Press Ctrl-C to stop.", flush=True)
    if args.until_input_ends:
        def watch():
            sys.stdin.buffer.read()
            os._exit(0)
        threading.Thread(target=watch, daemon=True).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
