import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium, driven through its DevTools protocol over a pipe
/// (`--remote-debugging-pipe`: the browser reads commands on its file
/// descriptor 3 and writes answers and events on 4, each message JSON ended
/// by a zero byte) — no port is opened, nothing leaves the machine.
///
/// One browser serves every test (``shared()``); each test opens its own
/// ``BrowserPage``. Messages are read on a thread of their own; a command
/// waits for its answer, and events are kept per session until a test
/// takes them.
public final class Browser: @unchecked Sendable {
    // @unchecked: every mutable property is read and written under `lock`.
    private let lock = NSCondition()
    private var answers: [Int: [String: Any]] = [:]
    private var events: [String: [[String: Any]]] = [:]
    private var nextID = 0
    private var closed = false
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let process: pid_t

    /// How long a command may take, seconds.
    public static let timeout = 30.0

    /// The browser every test shares, started once, at the first use.
    private static let started = Result { () throws(BrowserError) -> Browser in try Browser() }

    /// The browser every test shares.
    ///
    /// - Throws: ``BrowserError`` when Chromium is not installed or does not start.
    public static func shared() throws(BrowserError) -> Browser {
        try started.get()
    }

    private init() throws(BrowserError) {
        guard let path = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(Self.which).first else {
            throw BrowserError("Chromium is not installed: scripts/web-test installs it (apt-get install chromium)")
        }
        var commands: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw BrowserError("pipe() failed") }
        let profile = NSTemporaryDirectory() + "fluid-web-chromium-\(getpid())"
        let arguments = [path, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                         "--user-data-dir=\(profile)", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                         "--mute-audio", "--hide-scrollbars", "--disable-background-timer-throttling",
                         "--disable-renderer-backgrounding", "--disable-backgrounding-occluded-windows", "about:blank"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(commands[0])
        close(answers[1])
        guard status == 0 else { throw BrowserError("cannot start \(path): \(String(cString: strerror(status)))") }
        process = pid
        toBrowser = commands[1]
        fromBrowser = answers[0]
        let reader = Thread { [self] in read() }
        reader.start()
        atexit { Browser.stopShared() }
    }

    private static func which(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if access(path, X_OK) == 0 { return path }
        }
        return nil
    }

    /// Ends the shared browser (at exit).
    private static func stopShared() {
        guard case .success(let browser) = started else { return }
        close(browser.toBrowser)
        kill(browser.process, SIGTERM)
        var status: Int32 = 0
        waitpid(browser.process, &status, 0)
    }

    private func read() {
        var pending = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = Glibc.read(fromBrowser, &buffer, buffer.count)
            if n <= 0 { break }
            pending.append(contentsOf: buffer[0..<n])
            while let end = pending.firstIndex(of: 0) {
                let message = pending[pending.startIndex..<end]
                pending = Data(pending[(end + 1)...])
                guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else { continue }
                lock.lock()
                if let id = object["id"] as? Int {
                    answers[id] = object
                } else {
                    events[object["sessionId"] as? String ?? "", default: []].append(object)
                }
                lock.broadcast()
                lock.unlock()
            }
        }
        lock.lock()
        closed = true
        lock.broadcast()
        lock.unlock()
    }

    /// Sends `method` without waiting; returns the command's identifier.
    @discardableResult
    public func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws(BrowserError) -> Int {
        lock.lock()
        nextID += 1
        let id = nextID
        lock.unlock()
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        guard var data = try? JSONSerialization.data(withJSONObject: message) else { throw BrowserError("\(method): parameters are not JSON") }
        data.append(0)
        let written = data.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
        guard written == data.count else { throw BrowserError("\(method): the browser's pipe is closed") }
        return id
    }

    /// The answer to command `id`.
    ///
    /// - Throws: ``BrowserError`` when the browser reports an error, closes,
    ///   or does not answer within ``timeout``.
    public func answer(_ id: Int, for method: String) throws(BrowserError) -> [String: Any] {
        let deadline = Date().addingTimeInterval(Self.timeout)
        lock.lock()
        defer { lock.unlock() }
        while answers[id] == nil {
            if closed { throw BrowserError("\(method): the browser closed") }
            if !lock.wait(until: deadline) { throw BrowserError("\(method): no answer in \(Self.timeout) s") }
        }
        let answer = answers.removeValue(forKey: id)!
        if let error = answer["error"] as? [String: Any] {
            throw BrowserError("\(method): \(error["message"] as? String ?? "error") \(error["data"] as? String ?? "")")
        }
        return answer["result"] as? [String: Any] ?? [:]
    }

    /// Sends `method` and waits for its answer.
    @discardableResult
    public func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil) throws(BrowserError) -> [String: Any] {
        try answer(try send(method, params, session: session), for: method)
    }

    /// Takes the events received so far for `session`.
    public func takeEvents(session: String) -> [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        return events.removeValue(forKey: session) ?? []
    }
}

/// What went wrong with the browser or the page, one line.
public struct BrowserError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
