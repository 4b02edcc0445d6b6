// The page's Swift, compiled to WebAssembly (Web/Sources/FluidWeb): loading
// it, and one JavaScript function per export. Texts cross as UTF-8 in the
// module's memory: a call that takes text reads what `put` wrote into its
// input buffer; a call that gives text returns its length and leaves it in
// its output buffer (−1 − n: it failed, and the output holds its reason, n
// bytes long).
// Times are seconds on the page's clock, performance.now() / 1000, the
// timeline of requestAnimationFrame and of every pointer event's timeStamp.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/// The scene's numbers per layer (SceneCoding.stride in Swift).
export const STRIDE = 34;

/// Loads the module at `url` and returns its bindings.
export async function loadFluid(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
    const bytes = await response.arrayBuffer();
    let memory = null;
    // The four WASI calls wasi-libc can reach: writing (Swift's print and a
    // failed precondition's message, to the console), closing and seeking
    // (never reached), and the random seed of Swift's hashing.
    const wasi = {
        fd_write(fd, iovs, count, written) {
            const view = new DataView(memory.buffer);
            let total = 0, text = "";
            for (let i = 0; i < count; i++) {
                const base = view.getUint32(iovs + 8 * i, true), length = view.getUint32(iovs + 8 * i + 4, true);
                text += decoder.decode(new Uint8Array(memory.buffer, base, length));
                total += length;
            }
            view.setUint32(written, total, true);
            if (text.trim()) (fd === 2 ? console.warn : console.log)(text.trimEnd());
            return 0;
        },
        fd_close() { return 0; },
        fd_seek() { return 70; },  // ESPIPE: nothing here is a file
        random_get(buffer, length) {
            crypto.getRandomValues(new Uint8Array(memory.buffer, buffer, length));
            return 0;
        },
    };
    const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasi });
    const x = instance.exports;
    memory = x.memory;

    // Each view of the memory is made after the call that gives its
    // address: a call may grow the memory, which replaces memory.buffer.
    const put = (text) => {
        const utf8 = encoder.encode(text);
        const at = x.fluid_input(utf8.length);
        new Uint8Array(memory.buffer, at, utf8.length).set(utf8);
        return utf8.length;
    };
    const read = (length) => {
        const at = x.fluid_output();
        return decoder.decode(new Uint8Array(memory.buffer, at, length));
    };
    // A call that fails returns −1 − n and leaves its reason, n bytes, in the output.
    const status = (code) => {
        if (code < 0) throw new Error(read(-code - 1));
        return code;
    };
    const text = (length) => read(status(length));
    const json = (length) => JSON.parse(text(length));
    const scene = (count) => {
        status(count);
        const at = x.fluid_numbers();
        const numbers = new Float64Array(memory.buffer, at, count * STRIDE).slice();
        // The texts: the output's bytes, each text ended by a zero byte.
        const texts = read(x.fluid_output_length()).split("\0");
        return { count, numbers, texts };
    };
    const phases = { began: 0, moved: 1, ended: 2, cancelled: 3 };

    return {
        catalog: () => json(x.fluid_catalog()).interfaces,
        open(name, viewport, clock) {
            const s = viewport.safeArea;
            status(x.fluid_open(put(name), viewport.width, viewport.height, s.top, s.left, s.bottom, s.right, clock));
        },
        close: () => x.fluid_close(),
        touch(phase, pointer, px, py, clock, force) {
            status(x.fluid_touch(phases[phase], pointer, px, py, clock, force ?? NaN));
        },
        appearance: (dark, clock) => status(x.fluid_appearance(dark ? 1 : 0, clock)),
        motion: (reduced, clock) => status(x.fluid_motion(reduced ? 1 : 0, clock)),
        perform: (name, clock) => status(x.fluid_perform(put(name), clock)),
        accessibility: () => json(x.fluid_accessibility()),
        frame: (clock) => x.fluid_frame(clock),
        scene: () => scene(x.fluid_scene()),
        preview: (name, width, height) => scene(x.fluid_preview(put(name), width, height)),
        time: () => x.fluid_time(),
        isSettled: () => status(x.fluid_is_settled()) === 1,
        state: () => json(x.fluid_state()),
        layout: () => json(x.fluid_layout()),
        events: () => json(x.fluid_events()),
        newEvents: () => json(x.fluid_new_events()),
        scriptText: (pretty) => text(x.fluid_script(pretty ? 1 : 0)),
        timeScale: (scale, clock) => status(x.fluid_time_scale(scale, clock)),
        panel: () => json(x.fluid_panel()),
        chromeAnimate: (slot, target, clock) => status(x.fluid_chrome_animate(slot, target, clock)),
        chromeSet: (slot, value, clock) => status(x.fluid_chrome_set(slot, value, clock)),
        chromeFrame: (clock) => x.fluid_chrome_frame(clock) === 1,
        chromeValue: (slot) => x.fluid_chrome_value(slot),
        chromeEdge: (phase, px, clock, width) => status(x.fluid_chrome_edge(phases[phase], px, clock, width)) === 1,
        panelMove: (tunable, control, fraction) => status(x.fluid_panel_move(tunable, control, fraction)),
        panelReset: () => status(x.fluid_panel_reset()),
        tuningFile: () => text(x.fluid_tuning_file()),
        tuningHandoff: () => text(x.fluid_tuning_handoff()),
        tuningLoad: (file) => status(x.fluid_tuning_load(put(file))),
        compare: (name, seed) => text(x.fluid_compare(put(name), seed)),
        benchOpen: (name) => status(x.fluid_bench_open(put(name))),
        benchStep: () => x.fluid_bench_step(),
        bytes: bytes.byteLength,
    };
}
