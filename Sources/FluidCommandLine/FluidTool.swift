import ArgumentParser
import FluidInteractions
import FluidScripting
import Foundation

/// Runs the command line and turns every failure into one line on standard
/// error and exit status 2.
///
/// `fluid` knows the interfaces it is given: the catalogue's thirteen, and
/// in a tool of your own those you add. Your interface then runs in every
/// command as the thirteen do — `replay`, `layout`, `tunables`, `plot`:
///
/// ```swift
/// // main.swift of your own executable, which depends on FluidCommandLine
/// import FluidCommandLine
/// import FluidInteractions
///
/// exit(FluidTool.run(Array(CommandLine.arguments.dropFirst()),
///                    interfaces: InteractionCatalog.all + [InteractionKind(ToggleSwitch.self)]))
/// ```
public enum FluidTool {
    /// The interfaces the running command knows (a task-local value: `run`
    /// sets it for the command it runs).
    @TaskLocal static var interfaces: [InteractionKind] = InteractionCatalog.all

    /// The interface named `name`, one of ``interfaces``.
    ///
    /// - Throws: `CLIError` naming the known interfaces when none has that name.
    static func kind(named name: String) throws -> InteractionKind {
        guard let kind = interfaces.kind(named: name) else { throw CLIError(ReplayCommand.unknownInterface(name)) }
        return kind
    }

    /// A replay of `script` into its interface, one of ``interfaces``.
    ///
    /// - Throws: `ScriptError` at `interface` when it names none of them.
    static func replay(_ script: GestureScript, framesPerSecond: Double = 120) throws(ScriptError) -> ScriptReplay {
        guard let kind = interfaces.kind(named: script.interface) else {
            throw .at("interface", ReplayCommand.unknownInterface(script.interface))
        }
        return ScriptReplay(script: script, kind: kind, framesPerSecond: framesPerSecond)
    }

    /// The gesture script in `bytes`, for one of ``interfaces``.
    static func script(_ bytes: [UInt8]) throws(ScriptError) -> GestureScript {
        try GestureScript(utf8: bytes, interfaces: interfaces.names)
    }
    /// The exit status of a failure of any kind: bad arguments, unreadable
    /// or invalid input.
    static let failureStatus: Int32 = 2

    /// Parses `arguments` (without the program name), runs the command with
    /// `interfaces` known (the catalogue's by default) and returns the exit
    /// status.
    public static func run(_ arguments: [String], interfaces: [InteractionKind] = InteractionCatalog.all) -> Int32 {
        $interfaces.withValue(interfaces) { run(arguments) }
    }

    private static func run(_ arguments: [String]) -> Int32 {
        do {
            var command = try FluidCommand.parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let error as CLIError {
            printError(error.message)
            return error.status
        } catch let error as InputFileError {
            printError(error.description)
            return failureStatus
        } catch {
            if FluidCommand.exitCode(for: error) == .success {
                // --help, `fluid help replay`, a bare `fluid`.
                print(FluidCommand.fullMessage(for: error))
                return 0
            }
            printError(FluidCommand.message(for: error))
            return failureStatus
        }
    }

    /// Parses `arguments` (without the program name) and validates them,
    /// running nothing: nil when they make a command (or ask for help),
    /// otherwise the one-line message `run` would print after `fluid: `.
    /// For the argument fuzz target.
    public static func parseProblem(_ arguments: [String]) -> String? {
        do {
            _ = try FluidCommand.parseAsRoot(arguments)
            return nil
        } catch let error as CLIError {
            return oneLine(error.message)
        } catch {
            if FluidCommand.exitCode(for: error) == .success { return nil }
            return oneLine(FluidCommand.message(for: error))
        }
    }

    /// Writes `fluid: <message>` as one line to standard error.
    static func printError(_ message: String) {
        let line = "fluid: " + oneLine(message) + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The message's lines joined with spaces, trimmed, never empty.
    static func oneLine(_ message: String) -> String {
        let parts = message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let text = parts.joined(separator: " ")
        return text.isEmpty ? "failed" : text
    }
}

/// A failure with a message for people (without the `fluid: ` prefix).
struct CLIError: Error {
    /// What went wrong and where.
    var message: String
    /// The exit status: 2 for bad input (the default), 1 for a failure
    /// while running (a file that cannot be written).
    var status: Int32

    init(_ message: String, status: Int32 = FluidTool.failureStatus) {
        self.message = message
        self.status = status
    }
}
