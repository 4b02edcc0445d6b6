#!/usr/bin/env python3
"""Draws the README's picture of the web page: the home screen and the
picture-in-picture window flicked to a corner, side by side, as a 390 × 844
point phone at 2× shows them in headless Chromium.

    python3 Web/make-picture.py SITE_FOLDER OUTPUT.png

The page is served by Web/serve.py on 127.0.0.1; Chromium is driven through
its DevTools protocol on a pipe (file descriptors 3 and 4); ImageMagick
joins the two screenshots. Run by scripts/make-pictures.
"""
import base64
import json
import os
import subprocess
import sys
import tempfile
import time


class Browser:
    """Headless Chromium, one command at a time on --remote-debugging-pipe."""

    def __init__(self, profile):
        commands, self.to_browser = os.pipe()
        self.from_browser, answers = os.pipe()
        line = (f"exec chromium --headless=new --no-sandbox --disable-gpu --remote-debugging-pipe --hide-scrollbars "
                f"--user-data-dir={profile} --no-first-run about:blank 3<&{commands} 4>&{answers}")
        self.process = subprocess.Popen(["sh", "-c", line], pass_fds=(commands, answers),
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(commands)
        os.close(answers)
        self.next_id = 0
        self.pending = b""

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.pending:
                chunk = os.read(self.from_browser, 1 << 16)
                if not chunk:
                    raise RuntimeError("the browser closed")
                self.pending += chunk
            text, self.pending = self.pending.split(b"\0", 1)
            answer = json.loads(text)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})


def main():
    site, output = sys.argv[1], sys.argv[2]
    root = os.path.dirname(os.path.abspath(__file__))
    server = subprocess.Popen([sys.executable, os.path.join(root, "serve.py"), "--folder", site, "--host", "127.0.0.1",
                               "--port", "0", "--quiet"], stdout=subprocess.PIPE, text=True)
    url = server.stdout.readline().split()[1]
    with tempfile.TemporaryDirectory() as folder:
        browser = Browser(os.path.join(folder, "profile"))
        try:
            target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = browser.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            browser.call("Emulation.setDeviceMetricsOverride",
                         {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True}, session)
            browser.call("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5}, session)

            def evaluate(expression):
                return browser.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                         "returnByValue": True}, session).get("result", {}).get("value")

            def shot(path):
                data = browser.call("Page.captureScreenshot", {"format": "png"}, session)["data"]
                with open(path, "wb") as file:
                    file.write(base64.b64decode(data))

            def open_page(query):
                browser.call("Page.navigate", {"url": url + query}, session)
                for _ in range(400):
                    if evaluate("window.fluid ? window.fluid.ready.then(() => true) : false"):
                        break
                    time.sleep(0.025)
                evaluate("new Promise(r => setTimeout(r, 400))")

            open_page("")
            home = os.path.join(folder, "home.png")
            shot(home)
            open_page("?interface=pip")
            # A flick toward the top left corner, caught in flight.
            x, y = 320, 715
            browser.call("Input.dispatchTouchEvent", {"type": "touchStart",
                         "touchPoints": [{"x": x, "y": y, "id": 1, "force": 0.5}]}, session)
            for k in range(1, 13):
                time.sleep(1 / 120)
                s = k / 12
                browser.call("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [
                    {"x": x - 90 * s * s, "y": y - 200 * s * s, "id": 1, "force": 0.5}]}, session)
            browser.call("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []}, session)
            time.sleep(0.12)
            flick = os.path.join(folder, "pip.png")
            shot(flick)
        finally:
            browser.process.terminate()
            server.terminate()
        subprocess.run(["convert", home, "-size", "40x1688", "xc:#000000", flick, "+append", "-resize", "50%",
                        "-strip", output], check=True)


if __name__ == "__main__":
    main()
