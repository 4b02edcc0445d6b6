// The web page: a home screen of the thirteen interfaces, and each one open
// full screen, felt with a finger. The models are the Swift ones, compiled
// to WebAssembly (wasm.js); this file only carries touches and time to them
// and draws what they report (draw.js).
//
// - Touches are Pointer Events, every finger and every coalesced sample
//   (getCoalescedEvents), each with its own timeStamp, pressure as force
//   where the device reports one, pointercancel as a cancel.
// - Time: each requestAnimationFrame advances the model to the frame's time,
//   as InteractionDriver does on a display link — less any lag the touches
//   themselves show (see `frame`).
// - window.fluid is the page's pinned API (documented with the gesture-script
//   format): ready, state(), layout(), time(), events(), script(), and more.

import { loadFluid } from "./wasm.js";
import { BACKGROUND, RING_DURATION, drawRings, drawScene } from "./draw.js";

const $ = (id) => document.getElementById(id);
const params = () => new URLSearchParams(location.search);
/// The page's clock, seconds: requestAnimationFrame's and the events' timeline.
const clockNow = () => performance.now() / 1000;

/// The height of the bar over the top of an interface, points: with the
/// browser's safe area, the model's safe area starts below it.
const BAR_HEIGHT = 44;
/// A swipe from within this many points of the left edge goes home.
const EDGE_WIDTH = 16;
/// A pressed tile's scale (PageChrome.pressedScale).
const PRESSED_TILE = 0.96;
/// Slow motion: the model's time against the clock's, and how the button says it.
const SPEEDS = [[1, "1×"], [0.5, "½×"], [0.25, "¼×"], [0.1, "⅒×"]];
/// How long a mouse's force takes to ramp from 0 to 1 (Shift or the right button), seconds.
const FORCE_RAMP = 0.6;
/// How many frames' costs are kept for frameTimes().
const FRAME_HISTORY = 7200;
/// The most the model is kept behind the frames for touches that arrive
/// late, seconds, and how fast that lag goes once no finger is down
/// (seconds of lag per second).
const MAXIMUM_LAG = 0.1, LAG_DECAY = 0.05;

let core = null;      // the WebAssembly bindings
let names = [];       // the interfaces, in catalogue order
let open = null;      // the open interface (see openInterface)
let stopped = null;   // why the page's Swift stopped (a trap), if it did

let resolveReady, rejectReady;
const ready = new Promise((resolve, reject) => { resolveReady = resolve; rejectReady = reject; });

// MARK: - The pinned API

window.fluid = {
    /// Resolves once the page runs: the interface of ?interface= has drawn its
    /// first frame, or the home screen is shown.
    ready,
    /// The state, as `fluid replay --json` prints one ("t" first); null at home.
    state: () => (open ? core.state() : null),
    /// The layout, as `fluid layout` prints it for the same viewport and safe area.
    layout: () => (open ? core.layout() : null),
    /// The model's time, seconds since the interface opened (the script's timeline).
    time: () => (open ? core.time() : null),
    /// The events since the interface opened, as `fluid replay --json` prints them.
    events: () => (open ? core.events() : []),
    /// The recorded gesture script (the pinned format), as an object.
    script: () => (open ? JSON.parse(core.scriptText(false)) : null),
    // Extensions.
    /// The open interface's name, or null at home.
    get interface() { return open ? open.name : null; },
    /// The interfaces' names, in catalogue order.
    interfaces: () => names.slice(),
    /// The viewport the open interface is laid out in: {width, height, safeArea}.
    viewport: () => (open ? structuredClone(open.viewport) : null),
    /// Opens an interface; resolves when its first frame is drawn.
    open: (name) => openInterface(name, { push: true }),
    /// Goes back to the home screen; resolves once it shows.
    home: () => goHome(),
    /// Whether nothing moves and no finger is down.
    settled: () => (open ? core.isSettled() : true),
    /// The tuning panel's rows, and the tuning as a `fluid-tuning` file.
    panel: () => (open ? core.panel() : null),
    tuning: () => (open ? JSON.parse(core.tuningFile()) : null),
    /// Runs the model at `scale` × real time (1, ½, ¼, ⅒: slow motion).
    setTimeScale: (scale) => setSpeed(scale),
    /// Whether the interfaces play with reduced motion: the reader's
    /// prefers-reduced-motion, which the open interface follows live.
    reducedMotion: () => reducedMotion.matches,
    /// The open interface's actions, label and value, as assistive
    /// technology is given them: {label, value, actions: [{name, label}]}.
    accessibility: () => (open ? core.accessibility() : null),
    /// Carries out the action named `name` now, as its button does.
    perform: (name) => perform(name, clockNow()),
    /// Milliseconds of model work (its step and its scene) in each frame so far.
    frameTimes: () => (open ? Array.from(open.costs.subarray(0, Math.min(open.frames, FRAME_HISTORY))) : []),
    /// The transcript of a seeded run of the page's Swift (see PageComparison),
    /// to compare this WebAssembly build with the native one.
    compare: (name, seed) => core.compare(name, seed),
    /// The scripted minute of `name` (PageBenchmark), run here at once: the
    /// milliseconds of model work (touches, step, scene) of each frame.
    benchmark(name) {
        core.benchOpen(name);
        const costs = [];
        for (;;) {
            const start = performance.now();
            const layers = core.benchStep();
            const end = performance.now();
            if (layers === -1) break;  // the minute is over
            costs.push(end - start);
        }
        return costs;
    },
};

// MARK: - Start

boot().catch((error) => {
    console.error(error);
    note(`The page could not start: ${error.message}`);
    rejectReady(error);
});

async function boot() {
    core = await loadFluid("fluid.wasm");
    names = core.catalog();
    buildHome();
    wireStage();
    window.addEventListener("popstate", () => follow(params().get("interface")));
    const name = params().get("interface");
    if (name && names.includes(name)) {
        try {
            await openInterface(name, { push: false });
        } catch (error) {
            fail(error);
            showHome();
        }
    } else {
        if (name) note(`unknown interface '${name}' (known: ${names.join(", ")})`);
        showHome();
    }
    resolveReady();
}

/// Shows what the URL says (after the browser's back or forward): an
/// interface, or home.
function follow(name) {
    if (name && names.includes(name)) {
        if (!open || open.name !== name) {
            openInterface(name, { push: false }).catch((error) => {
                fail(error);
                showHome();
            });
        }
    } else {
        closeInterface();
        showHome();
    }
    const waiting = homeWaiters.splice(0);
    for (const resolve of waiting) resolve();
}

/// A refusal — a bad input from the URL, a file or a call — is said, not
/// thrown. A trap of the page's Swift stops the page: the module is not to
/// be called again.
function fail(error) {
    if (error instanceof WebAssembly.RuntimeError) {
        if (!stopped) {
            stopped = error;
            console.error(error);
            if (open) cancelAnimationFrame(open.raf);
        }
        note(`The page's Swift stopped (${error.message}): reload the page.`);
        return;
    }
    note(error.message);
}

// MARK: - The page's own motion

/// The chrome's values, by the number the page's Swift knows them by
/// (PageChrome.Slot): they spring on the page's AnimationRuntime, ticked
/// by requestAnimationFrame, as an app's views run. With reduced motion
/// asked for, they go where they are sent at once.
const CHROME = { opening: 0, panel: 1, tile: 2, edge: 3 };
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
let chromeFrameRequest = 0;
/// The tile being pressed (or let go, on its way back out), if any, and
/// whether a finger still holds it.
let pressedTile = null, tileHeld = false;

/// Sends chrome value `name` to `target` from page time `clock`: a spring,
/// or at once (`now`, or reduced motion).
function chromeTo(name, target, { now = false, clock = clockNow() } = {}) {
    if (!core) return;
    if (now || reducedMotion.matches) core.chromeSet(CHROME[name], target, clock);
    else core.chromeAnimate(CHROME[name], target, clock);
    showChrome();
    if (!chromeFrameRequest) chromeFrameRequest = requestAnimationFrame(chromeFrame);
}

function chromeFrame(timestamp) {
    chromeFrameRequest = 0;
    if (stopped) return;
    const moving = core.chromeFrame(timestamp / 1000);
    showChrome();
    if (moving) chromeFrameRequest = requestAnimationFrame(chromeFrame);
}

/// Puts the chrome where its values are: the stage grown in and offset by
/// an edge swipe, the panel slid up, the pressed tile pushed in.
function showChrome() {
    const opening = core.chromeValue(CHROME.opening), edge = core.chromeValue(CHROME.edge);
    const stage = $("stage");
    const scale = 0.86 + 0.14 * opening;
    stage.style.transform = opening === 1 && edge === 0 ? "" : `translateX(${edge}px) scale(${scale})`;
    stage.style.opacity = opening === 1 ? "" : String(Math.max(0, Math.min(1, opening)));
    const panel = $("panel"), slid = core.chromeValue(CHROME.panel);
    panel.style.transform = slid === 1 ? "" : `translateY(${(1 - slid) * 100}%)`;
    if (slid <= 0 && $("tune").getAttribute("aria-pressed") !== "true") panel.hidden = true;
    if (pressedTile) {
        const tile = core.chromeValue(CHROME.tile);
        pressedTile.style.transform = tile === 1 ? "" : `scale(${tile})`;
        if (tile === 1 && !tileHeld) pressedTile = null;
    }
}

/// A tile springs in while pressed and back out when let go.
function wireTilePress(button) {
    const canvas = button.querySelector("canvas");
    button.addEventListener("pointerdown", (e) => {
        if (pressedTile && pressedTile !== canvas) pressedTile.style.transform = "";
        if (pressedTile !== canvas) chromeTo("tile", 1, { now: true, clock: e.timeStamp / 1000 });
        pressedTile = canvas;
        tileHeld = true;
        chromeTo("tile", PRESSED_TILE, { clock: e.timeStamp / 1000 });
    });
    for (const type of ["pointerup", "pointercancel", "pointerleave"]) {
        button.addEventListener(type, (e) => {
            if (pressedTile !== canvas) return;
            tileHeld = false;
            chromeTo("tile", 1, { clock: e.timeStamp / 1000 });
        });
    }
}

// MARK: - The home screen

function buildHome() {
    const list = $("tiles");
    list.replaceChildren();
    for (const name of names) {
        const item = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.dataset.interface = name;
        button.setAttribute("aria-label", `Open ${name}`);
        const canvas = document.createElement("canvas");
        canvas.setAttribute("aria-hidden", "true");
        const caption = document.createElement("span");
        caption.textContent = name;
        button.append(canvas, caption);
        button.addEventListener("click", () => openInterface(name, { push: true }).catch(fail));
        wireTilePress(button);
        item.append(button);
        list.append(item);
    }
}

/// Draws each tile's preview: the interface at rest on a 390 × 844 point phone.
function drawPreviews() {
    for (const canvas of $("tiles").querySelectorAll("canvas")) {
        const name = canvas.parentElement.dataset.interface;
        const width = canvas.clientWidth || 104;
        const scale = (window.devicePixelRatio || 1) * width / 390;
        canvas.width = Math.round(390 * scale);
        canvas.height = Math.round(844 * scale);
        const ctx = canvas.getContext("2d");
        ctx.fillStyle = BACKGROUND;
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        ctx.setTransform(scale, 0, 0, scale, 0, 0);
        drawScene(ctx, core.preview(name, 390, 844), scale);
    }
}

function showHome() {
    $("stage").hidden = true;
    $("home").hidden = false;
    document.title = "FluidInterfaces";
    drawPreviews();
}

// MARK: - An open interface

/// The viewport an interface opens in: the URL's `viewport=WxH` and
/// `safeArea=top,left,bottom,right` (points, 1 CSS pixel each), or the
/// page's size and the browser's safe area with the bar's strip added to
/// its top.
function pageViewport() {
    const query = params();
    let width = window.innerWidth, height = window.innerHeight, fixed = false;
    const size = query.get("viewport");
    if (size !== null) {
        const match = /^(\d+(?:\.\d+)?)[x×](\d+(?:\.\d+)?)$/.exec(size);
        if (match) {
            [width, height, fixed] = [Number(match[1]), Number(match[2]), true];
        } else {
            note(`viewport=${size} is not WIDTHxHEIGHT in points; using the page's size`);
        }
    }
    let safeArea;
    const insets = query.get("safeArea");
    if (insets !== null) {
        const numbers = insets.split(",").map(Number);
        if (numbers.length === 4 && numbers.every((n) => Number.isFinite(n) && n >= 0)) {
            const [top, left, bottom, right] = numbers;
            safeArea = { top, left, bottom, right };
        } else {
            note(`safeArea=${insets} is not top,left,bottom,right in points; using the browser's`);
        }
    }
    if (!safeArea) {
        const probe = getComputedStyle($("safe-probe"));
        const inset = (side) => parseFloat(probe[`padding${side}`]) || 0;
        safeArea = { top: inset("Top") + BAR_HEIGHT, left: inset("Left"), bottom: inset("Bottom"), right: inset("Right") };
    }
    return { width, height, safeArea, fixed };
}

/// Opens the interface `name`; resolves when its first frame is drawn (or
/// when it is closed before one). `push` puts it in the browser's history:
/// one entry of the page's own for whatever is open, so the browser's back
/// goes home.
async function openInterface(name, { push, tuning = null, speed = 0 }) {
    if (stopped) throw stopped;
    if (!names.includes(name)) throw new Error(`unknown interface '${name}' (known: ${names.join(", ")})`);
    closeInterface();
    const viewport = pageViewport();
    const clock = clockNow();
    try {
        core.open(name, { width: viewport.width, height: viewport.height, safeArea: viewport.safeArea }, clock);
    } catch (error) {
        // A viewport the model refuses (the URL's): home, and say why.
        $("stage").hidden = true;
        throw error;
    }
    const canvas = $("surface");
    const dpr = window.devicePixelRatio || 1;
    canvas.style.width = `${viewport.width}px`;
    canvas.style.height = `${viewport.height}px`;
    canvas.width = Math.round(viewport.width * dpr);
    canvas.height = Math.round(viewport.height * dpr);
    let firstFrame;
    const drawn = new Promise((resolve) => { firstFrame = resolve; });
    open = {
        name, viewport: { width: viewport.width, height: viewport.height, safeArea: viewport.safeArea },
        fixed: viewport.fixed, canvas, ctx: canvas.getContext("2d"), dpr,
        pointers: new Map(), edge: null, rings: [], lastTouch: { x: viewport.width / 2, y: viewport.height / 2 },
        costs: new Float64Array(FRAME_HISTORY), frames: 0, speed: 0, firstFrame, raf: 0,
        lag: 0, modelClock: clock, lastFrame: clock, relayOutPending: false,
    };
    if (push) {
        const query = params();
        query.set("interface", name);
        const entry = { interface: name, pushed: true };
        // Over an interface the page pushed, replace it: home stays one back.
        if (history.state && history.state.pushed) history.replaceState(entry, "", `?${query}`);
        else history.pushState(entry, "", `?${query}`);
    }
    document.title = `${name} · FluidInterfaces`;
    $("title").textContent = name;
    $("slow").textContent = SPEEDS[0][1];
    $("slow").setAttribute("aria-label", "Speed: real time");
    $("home").hidden = true;
    $("stage").hidden = false;
    // The stage grows in from 86 % and transparent.
    chromeTo("edge", 0, { now: true, clock });
    chromeTo("opening", 0, { now: true, clock });
    chromeTo("opening", 1, { clock });
    if ($("tune").getAttribute("aria-pressed") === "true") buildPanel();
    buildActions();
    // The system's appearance: the models start light, so only dark is said.
    if (darkScheme.matches) core.appearance(true, clock);
    // The motion preference likewise: the models start with full motion.
    if (reducedMotion.matches) core.motion(true, clock);
    // Carried over from the same interface laid out anew (relayOut).
    if (tuning) guarded(() => core.tuningLoad(tuning));
    if (speed) setSpeed(SPEEDS[speed][0]);
    open.raf = requestAnimationFrame(frame);
    await drawn;
}

function closeInterface() {
    if (!open) return;
    cancelAnimationFrame(open.raf);
    if (open.firstFrame) open.firstFrame();
    core.close();
    open = null;
}

/// Callers of home() waiting for the browser to go back.
const homeWaiters = [];

/// Back to the home screen; resolves once it shows. Through the browser's
/// history when the page put the interface there, so that its back and
/// forward agree.
function goHome() {
    if (history.state && history.state.pushed) {
        const shown = new Promise((resolve) => homeWaiters.push(resolve));
        history.back();
        return shown;
    }
    closeInterface();
    const query = params();
    query.delete("interface");
    const rest = query.toString();
    history.replaceState({}, "", rest ? `?${rest}` : location.pathname);
    showHome();
    return Promise.resolve();
}

// MARK: - Frames

/// A frame: the model advances to the frame's time and is drawn as it is
/// there. A browser hands touches over a frame or so after they happened —
/// within the frame on a phone, where they still lie ahead of the model's
/// time; later when a test drives a headless browser, where the model has
/// passed them (they would count as now, all at once). The page keeps the
/// model behind the frame's time by as much as the touches arrive late (at
/// most MAXIMUM_LAG), so each keeps its own time; once no finger is down the
/// lag fades. On a phone it stays 0.
function frame(timestamp) {
    if (!open || stopped) return;
    try {
        draw(timestamp / 1000);
        open.raf = requestAnimationFrame(frame);
    } catch (error) {
        fail(error);
    }
}

function draw(clock) {
    if (open.pointers.size === 0 && open.lag > 0) {
        open.lag = Math.max(0, open.lag - LAG_DECAY * Math.max(0, clock - open.lastFrame));
    }
    open.lastFrame = clock;
    open.modelClock = Math.max(open.modelClock, clock - open.lag);
    rampMouseForce(clock);
    const start = performance.now();
    core.frame(open.modelClock);
    const scene = core.scene();
    open.costs[open.frames % FRAME_HISTORY] = performance.now() - start;
    open.frames += 1;
    const events = core.newEvents();
    for (const event of events) {
        if (event.kind === "haptic") haptic(event.style, clock);
    }
    if (events.length > 0) showValue();
    const { ctx, dpr, canvas } = open;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = BACKGROUND;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawScene(ctx, scene, dpr);
    open.rings = open.rings.filter((ring) => clock - ring.time < RING_DURATION);
    drawRings(ctx, open.rings, clock);
    if (open.firstFrame) {
        open.firstFrame();
        open.firstFrame = null;
    }
}

// MARK: - Without a gesture

/// The open interface's actions as a toolbar of buttons — Tab reaches it,
/// the arrows (and Home, End) move along it, Enter or Space presses one —
/// shown over the stage while it has the focus, and read by assistive
/// technology all the time; the canvas is named by the interface's label,
/// and described by its value, kept up to date in a live region.
function buildActions() {
    const bar = $("actions");
    const a11y = core.accessibility();
    $("surface").setAttribute("aria-label", a11y.label);
    bar.replaceChildren(...a11y.actions.map((action, i) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = action.label;
        button.dataset.action = action.name;
        button.tabIndex = i === 0 ? 0 : -1;
        button.addEventListener("click", (e) => perform(action.name, e.timeStamp / 1000));
        return button;
    }));
    showValue();
}

/// Carries out action `name` at page time `clock`, as its touch would.
function perform(name, clock) {
    if (!open) return;
    guarded(() => core.perform(name, clock));
    showValue();
}

/// Says what the interface shows now, when it changed.
function showValue() {
    if (!open) return;
    const value = core.accessibility().value;
    const status = $("value");
    if (status.textContent !== value) status.textContent = value;
}

/// The toolbar's arrow keys: the focus moves along it (roving tabindex).
function actionKeys(e) {
    const buttons = Array.from($("actions").querySelectorAll("button"));
    const at = buttons.indexOf(document.activeElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = buttons[(to + buttons.length) % buttons.length];
    for (const b of buttons) b.tabIndex = b === next ? 0 : -1;
    next.focus();
}

const VIBRATION = { light: 10, medium: 20, heavy: 35, selection: 6, success: [12, 60, 12] };

/// A haptic: a vibration where the browser has one (after the reader has
/// touched the page), and a ring where the finger last was.
function haptic(style, clock) {
    open.rings.push({ style, x: open.lastTouch.x, y: open.lastTouch.y, time: clock });
    if (navigator.vibrate && navigator.userActivation && navigator.userActivation.hasBeenActive) {
        navigator.vibrate(VIBRATION[style] ?? 10);
    }
}

// MARK: - Touches

const darkScheme = matchMedia("(prefers-color-scheme: dark)");

function wireStage() {
    const canvas = $("surface");
    canvas.addEventListener("pointerdown", pointerDown);
    canvas.addEventListener("pointermove", pointerMove);
    canvas.addEventListener("pointerup", (e) => pointerEnd(e, "ended"));
    canvas.addEventListener("pointercancel", (e) => pointerEnd(e, "cancelled"));
    $("stage").addEventListener("contextmenu", (e) => e.preventDefault());
    $("back").addEventListener("click", goHome);
    $("slow").addEventListener("click", () => setSpeed(SPEEDS[((open ? open.speed : 0) + 1) % SPEEDS.length][0]));
    $("tune").addEventListener("click", togglePanel);
    $("record").addEventListener("click", downloadScript);
    $("reset").addEventListener("click", () => tune(() => core.panelReset()));
    $("export").addEventListener("click", () => exportTuning("file"));
    $("export-code").addEventListener("click", () => exportTuning("code"));
    $("import").addEventListener("change", importTuning);
    $("actions").addEventListener("keydown", actionKeys);
    window.addEventListener("keydown", (e) => shiftChanged(e));
    window.addEventListener("keyup", (e) => shiftChanged(e));
    window.addEventListener("resize", relayOut);
    darkScheme.addEventListener("change", (e) => {
        if (open) guarded(() => core.appearance(e.matches, e.timeStamp / 1000));
    });
    // prefers-reduced-motion changed (the system's setting, mid-motion too):
    // the model takes it at once, without a jump, and the script records it.
    reducedMotion.addEventListener("change", (e) => {
        if (open) guarded(() => core.motion(e.matches, e.timeStamp / 1000));
    });
}

/// Where an event is on the canvas, points (through any transform of the
/// stage: its opening, an edge swipe).
function location0(e) {
    const rect = open.canvas.getBoundingClientRect();
    return {
        x: (e.clientX - rect.left) * (open.viewport.width / rect.width),
        y: (e.clientY - rect.top) * (open.viewport.height / rect.height),
    };
}

/// The force of a sample, 0…1, or NaN when the device reports none: a
/// mouse has none (but Shift or the right button ramps one, as in the
/// playground); a touch or pen whose pressure is the Pointer Events
/// stand-in (0.5 while pressed, 0 otherwise) has none until it reports
/// another value.
function forceOf(e, pointer) {
    if (e.pointerType === "mouse") return mouseForce(pointer, e.timeStamp / 1000);
    if (!pointer.hasForce && e.pressure !== 0.5 && e.pressure !== 0) pointer.hasForce = true;
    return pointer.hasForce ? e.pressure : NaN;
}

function send(phase, e, pointer) {
    // A cancel is where the finger last was: a browser may give it no place.
    const at = phase === "cancelled" ? pointer.at : location0(e);
    open.lastTouch = at;
    pointer.at = at;
    const time = e.timeStamp / 1000;
    // A touch the model has passed: keep the model that much further back.
    const late = open.modelClock - time;
    if (late > 0) open.lag = Math.min(MAXIMUM_LAG, Math.max(open.lag, late + 0.004));
    open.modelClock = Math.max(open.modelClock, time);
    core.touch(phase, e.pointerId, at.x, at.y, time, forceOf(e, pointer));
}

function pointerDown(e) {
    if (!open) return;
    e.preventDefault();
    const at = location0(e);
    try {
        open.canvas.setPointerCapture(e.pointerId);
    } catch {
        // A pointer the browser no longer counts as active: nothing to capture.
    }
    if (at.x < EDGE_WIDTH && !open.edge && open.pointers.size === 0) return edgeBegin(e);
    const pointer = { hasForce: false, mouse: e.pointerType === "mouse", ramp: null, at };
    if (pointer.mouse && (e.shiftKey || e.button === 2)) pointer.ramp = { time: e.timeStamp / 1000, force: 0, rising: true };
    // Followed only once the model took its touch down.
    guarded(() => {
        send("began", e, pointer);
        open.pointers.set(e.pointerId, pointer);
    });
}

function pointerMove(e) {
    if (!open) return;
    if (open.edge && open.edge.id === e.pointerId) return edgeMove(e);
    const pointer = open.pointers.get(e.pointerId);
    if (!pointer) return;
    const samples = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    guarded(() => {
        for (const sample of samples.length ? samples : [e]) send("moved", sample, pointer);
    });
}

function pointerEnd(e, phase) {
    if (!open) return;
    if (open.edge && open.edge.id === e.pointerId) return edgeEnd(e, phase === "cancelled");
    const pointer = open.pointers.get(e.pointerId);
    if (!pointer) return;
    open.pointers.delete(e.pointerId);
    guarded(() => send(phase, e, pointer));
    if (open.pointers.size === 0 && open.relayOutPending) relayOut();
}

/// Runs a call into the model, showing its refusal (a bad input) as a note.
function guarded(body) {
    try {
        body();
    } catch (error) {
        fail(error);
    }
}

/// Runs a change of the tuning, then shows the panel's new values.
function tune(body) {
    guarded(body);
    if (open && !$("panel").hidden) refreshPanel();
}

// The mouse as a finger with force: Shift or the right button ramps the
// force toward 1 at 1 per FORCE_RAMP seconds, and back when let go; a sample
// is sent each frame while it changes, so the model sees it rise and fall.
function mouseForce(pointer, time) {
    const ramp = pointer.ramp;
    if (!ramp) return NaN;
    const d = Math.max(0, time - ramp.time) / FORCE_RAMP;
    return Math.min(1, Math.max(0, ramp.force + (ramp.rising ? d : -d)));
}

function shiftChanged(e) {
    if (!open || e.key !== "Shift") return;
    for (const pointer of open.pointers.values()) {
        if (!pointer.mouse) continue;
        const time = e.timeStamp / 1000, pressing = e.type === "keydown";
        if (pointer.ramp && pointer.ramp.rising !== pressing) {
            pointer.ramp = { time, force: mouseForce(pointer, time), rising: pressing };
        } else if (!pointer.ramp && pressing) {
            pointer.ramp = { time, force: 0, rising: true };
        }
    }
}

function rampMouseForce(clock) {
    for (const [id, pointer] of open.pointers) {
        if (!pointer.mouse || !pointer.ramp) continue;
        const force = mouseForce(pointer, clock);
        if (force === pointer.sentForce) continue;
        pointer.sentForce = force;
        guarded(() => core.touch("moved", id, pointer.at.x, pointer.at.y, open.modelClock, force));
    }
}

// The edge swipe: the stage follows the finger to the right. The page's
// Swift (PageChrome) takes every sample, tracks the finger's velocity and,
// on release, says whether the stage's offset, projected, goes home.
function edgeBegin(e) {
    open.edge = { id: e.pointerId };
    guarded(() => core.chromeEdge("began", e.clientX, e.timeStamp / 1000, window.innerWidth));
    showChrome();
}

function edgeMove(e) {
    const samples = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
    guarded(() => {
        for (const s of samples.length ? samples : [e]) core.chromeEdge("moved", s.clientX, s.timeStamp / 1000, window.innerWidth);
    });
    showChrome();
}

function edgeEnd(e, cancelled) {
    open.edge = null;
    let home = false;
    guarded(() => { home = core.chromeEdge(cancelled ? "cancelled" : "ended", e.clientX, e.timeStamp / 1000, window.innerWidth); });
    if (home) {
        goHome();
    } else {
        // Not far enough: the stage springs back (at once with reduced motion).
        chromeTo("edge", 0, { clock: e.timeStamp / 1000 });
    }
}

// MARK: - Slow motion, the script, resizing

function setSpeed(scale) {
    if (!open) return;
    const index = SPEEDS.findIndex(([s]) => s === scale);
    if (index < 0) throw new Error(`a speed is one of ${SPEEDS.map(([s]) => s).join(", ")}`);
    core.timeScale(scale, open.modelClock);
    open.speed = index;
    $("slow").textContent = SPEEDS[index][1];
    $("slow").setAttribute("aria-label", scale === 1 ? "Speed: real time" : `Speed: ${SPEEDS[index][1]} of real time`);
}

function download(name, text, type) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function downloadScript() {
    if (!open) return;
    download(`${open.name}.gesture.json`, core.scriptText(true) + "\n", "application/json");
    note(`Saved ${open.name}.gesture.json: replay it with fluid replay ${open.name}.gesture.json`);
}

let relayOutTimer = 0;
/// The page changed size (a phone turned): an interface laid out in the
/// page's size opens afresh in the new one — once no finger is down — with
/// its tuning and speed, and says so: a new recording starts there.
function relayOut() {
    clearTimeout(relayOutTimer);
    relayOutTimer = setTimeout(() => {
        if (!open) return drawPreviews();
        if (open.fixed || stopped) return;
        const viewport = pageViewport();
        if (viewport.width === open.viewport.width && viewport.height === open.viewport.height
            && JSON.stringify(viewport.safeArea) === JSON.stringify(open.viewport.safeArea)) return;
        if (open.pointers.size) {
            open.relayOutPending = true;
            return;
        }
        const { name, speed } = open;
        const tuning = core.tuningFile();
        openInterface(name, { push: false, tuning, speed })
            .then(() => note(`Laid out anew for ${viewport.width} × ${viewport.height}: a new recording starts.`))
            .catch(fail);
    }, 250);
}

// MARK: - The tuning panel

function togglePanel() {
    const button = $("tune"), panel = $("panel");
    const show = button.getAttribute("aria-pressed") !== "true";
    button.setAttribute("aria-pressed", String(show));
    // Up from below the stage, or back down (hidden once it is gone).
    if (show) panel.hidden = false;
    chromeTo("panel", show ? 1 : 0);
    if (show && open) buildPanel();
}

/// One row per tunable: a spring's four sliders (response and damping ratio,
/// and the same spring as duration and bounce), a number's slider, a
/// choice's segments. The values and what they mean are the page's Swift's
/// (TuningControl): a slider says where it is, Swift says what that gives.
function buildPanel() {
    const rows = $("panel-rows");
    rows.replaceChildren();
    const panel = core.panel();
    if (panel.tunables.length === 0) {
        rows.textContent = `${panel.interface} has nothing to tune.`;
        return;
    }
    panel.tunables.forEach((tunable, t) => {
        const set = document.createElement("fieldset");
        const legend = document.createElement("legend");
        legend.textContent = tunable.name;
        legend.title = tunable.summary;
        set.append(legend);
        const choices = document.createElement("div");
        choices.className = "choices";
        tunable.controls.forEach((control, c) => {
            if (tunable.kind === "choice") {
                const button = document.createElement("button");
                button.type = "button";
                button.textContent = control.label;
                button.addEventListener("click", () => tune(() => core.panelMove(t, c, 1)));
                choices.append(button);
                return;
            }
            const label = document.createElement("label");
            if (tunable.kind === "number") label.className = "wide";
            const caption = document.createElement("span");
            const slider = document.createElement("input");
            slider.type = "range";
            slider.min = "0";
            slider.max = "1000";
            slider.step = "1";
            slider.setAttribute("aria-label", tunable.kind === "number" ? tunable.name : `${tunable.name} ${control.label}`);
            slider.addEventListener("input", () => tune(() => core.panelMove(t, c, Number(slider.value) / 1000)));
            label.append(caption, slider);
            set.append(label);
        });
        if (tunable.kind === "choice") set.append(choices);
        rows.append(set);
    });
    refreshPanel();
}

function refreshPanel() {
    const panel = core.panel();
    const sets = $("panel-rows").querySelectorAll("fieldset");
    panel.tunables.forEach((tunable, t) => {
        const set = sets[t];
        if (!set) return;
        set.querySelector("legend").className = tunable.tuned ? "tuned" : "";
        const buttons = set.querySelectorAll(".choices button");
        const labels = set.querySelectorAll("label");
        tunable.controls.forEach((control, c) => {
            if (tunable.kind === "choice") {
                buttons[c].setAttribute("aria-pressed", String(control.fraction === 1));
                return;
            }
            const label = labels[c];
            label.querySelector("span").textContent = tunable.kind === "number"
                ? `${tunable.name} ${control.text}` : `${control.label} ${control.text}`;
            const slider = label.querySelector("input");
            if (document.activeElement !== slider || !slider.matches(":active")) {
                slider.value = String(Math.round(control.fraction * 1000));
            }
        });
    });
}

/// Export: the tuning file, or the code for each tuned spring — one file a
/// click (a browser may refuse a second download from one click).
function exportTuning(kind) {
    if (!open) return;
    if (kind === "code") {
        download(`${open.name}.tuning.md`, core.tuningHandoff(), "text/markdown");
        note(`Saved ${open.name}.tuning.md: the code for each tuned spring`);
    } else {
        download(`${open.name}.tuning.json`, core.tuningFile(), "application/json");
        note(`Saved ${open.name}.tuning.json: fluid replay SCRIPT --tuning ${open.name}.tuning.json`);
    }
}

async function importTuning(e) {
    const file = e.target.files && e.target.files[0];
    e.target.value = "";
    if (!file || !open) return;
    const text = await file.text();
    tune(() => core.tuningLoad(text));
}

// MARK: - Notes

let noteTimer = 0;
function note(text) {
    const element = $("note");
    element.textContent = text;
    element.hidden = false;
    clearTimeout(noteTimer);
    noteTimer = setTimeout(() => { element.hidden = true; }, 4000);
}
