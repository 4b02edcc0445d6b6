import FluidInteractions
import FluidPhysics
import FluidScripting
import Foundation
import Testing
import WebBrowserSupport

extension InChromium {
/// Every interface operable without a gesture on the page: its actions are
/// buttons in Chromium's accessibility tree, named by their labels, the
/// canvas named by the interface and described by its value; the keyboard
/// reaches them (Tab), moves along them (arrows) and presses them (Enter,
/// Space); each press is recorded, and the replay agrees.
@Suite("The page without a gesture")
struct AccessibilityTests {
    /// The nodes of Chromium's accessibility tree: role and name.
    static func tree(_ page: BrowserPage) throws -> [(role: String, name: String)] {
        _ = try page.browser.call("Accessibility.enable", session: page.session)
        let nodes = try page.browser.call("Accessibility.getFullAXTree", session: page.session)["nodes"] as? [[String: Any]] ?? []
        return nodes.compactMap { node in
            guard (node["ignored"] as? Bool) != true else { return nil }
            let role = ((node["role"] as? [String: Any])?["value"] as? String) ?? ""
            let name = ((node["name"] as? [String: Any])?["value"] as? String) ?? ""
            return (role, name)
        }
    }

    /// One key pressed and let go, as the keyboard sends it.
    static func press(_ page: BrowserPage, key: String, code: String, keyCode: Int, text: String? = nil) throws {
        var down: [String: Any] = ["type": "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": keyCode]
        if let text { down["text"] = text }
        try page.browser.call("Input.dispatchKeyEvent", down, session: page.session)
        try page.browser.call("Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": keyCode],
                              session: page.session)
    }

    @Test func everyInterfacesActionsAreButtonsInTheTree() throws {
        let page = try BrowserPage()
        for name in InteractionCatalog.names {
            try page.open("?interface=\(name)\(PageTests.query)")
            let kind = try #require(InteractionCatalog.model(named: name))
            let nodes = try Self.tree(page)
            for action in kind.actions {
                #expect(nodes.contains { $0.role == "button" && $0.name == action.label }, "\(name): a button \"\(action.label)\"")
            }
            let a11y = try page.value("window.fluid.accessibility()")
            #expect(nodes.contains { $0.role == "image" && $0.name == a11y["label"]?.string }, "\(name): the canvas named \(a11y)")
        }
    }

    @Test func theKeyboardReachesMovesAlongAndPressesTheActions() throws {
        let page = try BrowserPage()
        try page.open("?interface=drawer\(PageTests.query)")
        try Self.press(page, key: "Tab", code: "Tab", keyCode: 9)
        let focused = "document.activeElement.textContent"
        #expect(try page.evaluate(focused) as? String == "Open the drawer")
        #expect(try page.evaluate("getComputedStyle(document.getElementById('actions')).opacity") as? String == "1", "shown while focused")
        try Self.press(page, key: "Enter", code: "Enter", keyCode: 13, text: "\r")
        try page.waitUntilSettled()
        #expect(try page.value("window.fluid.state()")["isOpen"] == true)
        #expect(try page.evaluate("document.getElementById('value').textContent") as? String == "open")
        try Self.press(page, key: "ArrowRight", code: "ArrowRight", keyCode: 39)
        #expect(try page.evaluate(focused) as? String == "Close the drawer")
        try Self.press(page, key: " ", code: "Space", keyCode: 32, text: " ")
        // Mid-flight, the replay of what was recorded agrees.
        try expectReplayAgrees(page, "drawer closing by the keyboard")
        try InChromium.GestureTests.settleAndCheck(page, "drawer closed by the keyboard")
        let actions = try page.snapshot().script.events.compactMap { (event: ScriptEvent) -> String? in
            if case .action(_, let name) = event { return name }
            return nil
        }
        #expect(actions == ["open", "close"])
        #expect(try page.value("window.fluid.state()")["isOpen"] == false)
    }
}
}
