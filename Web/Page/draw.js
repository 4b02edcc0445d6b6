// Drawing a model's scene — its layers, back to front — on a canvas, as the
// playground's Cairo renderer (Playground/Sources/FluidRenderer/
// SceneRenderer.swift) draws it: a rounded rectangle per layer with a soft
// shadow, a solid or vertical-gradient fill, a (dashed) outline and a
// centred text, scaled and rotated about its centre, inside its clip; a
// translucent layer drawn whole and then laid down at its opacity, as a
// group. Edges of unrotated layers land on device pixels. Layers with
// numbers that are not finite, a scale that is not positive or no opacity
// are skipped, as Cairo's renderer skips them.

import { STRIDE } from "./wasm.js";

/// The background behind every interface: sRGB white 0.05 (#0D0D0D).
export const BACKGROUND = "#0d0d0d";

/// The shadow's passes: spread, y offset (points) and alpha.
const SHADOW = [[2, 2, 0.10], [4, 4, 0.07], [8, 7, 0.05], [13, 10, 0.035], [19, 13, 0.025]];
/// How far a layer's shadow reaches beyond its frame, points.
const SHADOW_REACH = 19 + 13;

const FONT = '"DejaVu Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const rgba = (n, i) =>
    `rgba(${Math.round(n[i] * 255)}, ${Math.round(n[i + 1] * 255)}, ${Math.round(n[i + 2] * 255)}, ${n[i + 3]})`;

function roundedRect(ctx, x, y, w, h, radius) {
    const r = Math.max(0, Math.min(Number.isFinite(radius) ? radius : 0, w / 2, h / 2));
    if (r <= 0) {
        ctx.rect(x, y, w, h);
        return;
    }
    ctx.moveTo(x + w - r, y);
    ctx.arc(x + w - r, y + r, r, -Math.PI / 2, 0);
    ctx.arc(x + w - r, y + h - r, r, 0, Math.PI / 2);
    ctx.arc(x + r, y + h - r, r, Math.PI / 2, Math.PI);
    ctx.arc(x + r, y + r, r, Math.PI, 3 * Math.PI / 2);
    ctx.closePath();
}

/// `x` on the nearest device pixel edge, for a scale of `s` device pixels per point.
const snap = (x, s) => Math.round(x * s) / s;

/// The canvas a translucent layer is drawn on before it is laid down.
let scratch = null;

/// Draws the scene `{count, numbers, texts}` in points on `ctx`, whose
/// transform maps points to device pixels at `scale` (the device pixel ratio
/// times any zoom).
export function drawScene(ctx, scene, scale) {
    const n = scene.numbers;
    for (let k = 0; k < scene.count; k++) {
        const b = k * STRIDE;
        const opacity = Math.min(1, Math.max(0, n[b + 19]));
        const layerScale = n[b + 20], rotation = n[b + 21], radius = n[b + 4];
        const numbers = [n[b], n[b + 1], n[b + 2], n[b + 3], layerScale, rotation];
        if (!(opacity > 0) || !numbers.every(Number.isFinite) || !(layerScale > 0)) continue;
        if (!Number.isFinite(radius) && !Number.isNaN(radius)) continue;  // an infinite radius
        if (n[b + 29] < 0) continue;  // a clip that is not finite hides the layer
        if (opacity >= 1) {
            drawLayer(ctx, n, b, scene.texts, scale);
            continue;
        }
        // Translucent: the whole layer on a canvas of its own, laid down once
        // at its opacity (its fill does not show through its outline or text).
        const { width, height } = ctx.canvas;
        if (!scratch || scratch.width !== width || scratch.height !== height) {
            scratch = document.createElement("canvas");
            scratch.width = width;
            scratch.height = height;
        }
        const area = deviceBounds(ctx, n, b, width, height);
        if (!area) continue;
        const layer = scratch.getContext("2d");
        layer.setTransform(1, 0, 0, 1, 0, 0);
        layer.clearRect(area.x, area.y, area.w, area.h);
        layer.setTransform(ctx.getTransform());
        drawLayer(layer, n, b, scene.texts, scale);
        ctx.save();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.globalAlpha = opacity;
        ctx.drawImage(scratch, area.x, area.y, area.w, area.h, area.x, area.y, area.w, area.h);
        ctx.restore();
    }
}

/// The whole device pixels a layer may paint — its frame, scaled and turned,
/// with its outline and shadow — within the canvas; null when none.
function deviceBounds(ctx, n, b, width, height) {
    const [x, y, w, h, s, turn] = [n[b], n[b + 1], n[b + 2], n[b + 3], n[b + 20], n[b + 21]];
    const cx = x + w / 2, cy = y + h / 2;
    const half = (Math.abs(w * Math.cos(turn)) + Math.abs(h * Math.sin(turn))) * s / 2;
    const halfY = (Math.abs(w * Math.sin(turn)) + Math.abs(h * Math.cos(turn))) * s / 2;
    const grow = SHADOW_REACH + Math.max(0, n[b + 17]) + Math.max(w, h) * s;  // text may reach beyond the frame
    const m = ctx.getTransform();
    const corners = [[cx - half - grow, cy - halfY - grow], [cx + half + grow, cy + halfY + grow]]
        .map(([px, py]) => [m.a * px + m.c * py + m.e, m.b * px + m.d * py + m.f]);
    const x0 = Math.max(0, Math.floor(Math.min(corners[0][0], corners[1][0])));
    const y0 = Math.max(0, Math.floor(Math.min(corners[0][1], corners[1][1])));
    const x1 = Math.min(width, Math.ceil(Math.max(corners[0][0], corners[1][0])));
    const y1 = Math.min(height, Math.ceil(Math.max(corners[0][1], corners[1][1])));
    return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

/// Draws one layer at full opacity: clip, transform, shadow, fill, outline, text.
function drawLayer(ctx, n, b, texts, scale) {
    const layerScale = n[b + 20], rotation = n[b + 21];
    let x = n[b], y = n[b + 1], w = n[b + 2], h = n[b + 3];
    ctx.save();
    if (n[b + 29] > 0) {
        const cx = snap(n[b + 30], scale), cy = snap(n[b + 31], scale);
        ctx.beginPath();
        ctx.rect(cx, cy, Math.max(0, snap(n[b + 30] + n[b + 32], scale) - cx), Math.max(0, snap(n[b + 31] + n[b + 33], scale) - cy));
        ctx.clip();
    }
    const centerX = x + w / 2, centerY = y + h / 2;
    if (rotation !== 0 || layerScale !== 1) {
        ctx.translate(centerX, centerY);
        if (rotation !== 0) ctx.rotate(rotation);
        if (layerScale !== 1) ctx.scale(layerScale, layerScale);
        ctx.translate(-centerX, -centerY);
    }
    if (rotation === 0) {
        // Each edge to the nearest device pixel, through the layer's
        // scale about its centre and the canvas's scale.
        const snapped = (p, c) => c + (Math.round((c + (p - c) * layerScale) * scale) / scale - c) / layerScale;
        const x0 = snapped(x, centerX), y0 = snapped(y, centerY);
        const x1 = snapped(x + w, centerX), y1 = snapped(y + h, centerY);
        x = Math.min(x0, x1); y = Math.min(y0, y1); w = Math.abs(x1 - x0); h = Math.abs(y1 - y0);
    } else if (w < 0 || h < 0) {
        // A negative size, as Cairo's snapping reads it: from its far edge.
        if (w < 0) { x += w; w = -w; }
        if (h < 0) { y += h; h = -h; }
    }
    const radius = Number.isFinite(n[b + 4]) ? n[b + 4] : 0;
    if (n[b + 28] === 1 && w > 0 && h > 0) {
        for (const [spread, offset, alpha] of SHADOW) {
            ctx.beginPath();
            roundedRect(ctx, x - spread, y - spread + offset, w + 2 * spread, h + 2 * spread, radius + spread);
            roundedRect(ctx, x, y, w, h, radius);
            ctx.fillStyle = `rgba(0, 0, 0, ${alpha})`;
            ctx.fill("evenodd");
        }
    }
    if (n[b + 8] >= 0) {
        ctx.beginPath();
        roundedRect(ctx, x, y, w, h, radius);
        if (n[b + 12] >= 0 && h > 0) {
            const gradient = ctx.createLinearGradient(0, y, 0, y + h);
            gradient.addColorStop(0, rgba(n, b + 5));
            gradient.addColorStop(1, rgba(n, b + 9));
            ctx.fillStyle = gradient;
        } else {
            ctx.fillStyle = rgba(n, b + 5);
        }
        ctx.fill();
    }
    const lineWidth = n[b + 17];
    if (n[b + 16] >= 0 && lineWidth > 0 && Number.isFinite(lineWidth)) {
        ctx.beginPath();
        roundedRect(ctx, x, y, w, h, radius);
        ctx.lineWidth = lineWidth;
        if (n[b + 18] === 1) ctx.setLineDash([Math.max(4, 3 * lineWidth), Math.max(3, 2 * lineWidth)]);
        ctx.strokeStyle = rgba(n, b + 13);
        ctx.stroke();
        ctx.setLineDash([]);
    }
    const text = n[b + 22] >= 0 ? texts[n[b + 22]] : "";
    const size = n[b + 27];
    // Text of a size Cairo's renderer would not lay out (not positive, not
    // finite or over 2000 points) is not drawn.
    if (text && size > 0 && size <= 2000) {
        ctx.font = `${size}px ${FONT}`;
        ctx.textAlign = "center";
        ctx.textBaseline = "middle";
        ctx.fillStyle = rgba(n, b + 23);
        ctx.fillText(text, x + w / 2, y + h / 2);
    }
    ctx.restore();
}

/// The ring colour of each haptic style (the playground's HUD).
const RING = { light: "#64d2ff", medium: "#30d158", heavy: "#ff453a", selection: "#bf5af2", success: "#ffd60a" };

/// How long a haptic's ring shows, seconds.
export const RING_DURATION = 0.6;

/// Draws each haptic ring `{style, x, y, time}` younger than RING_DURATION at
/// clock time `now`: a circle growing from 16 to 60 points and fading, and
/// the style's name under it.
export function drawRings(ctx, rings, now) {
    for (const ring of rings) {
        const p = (now - ring.time) / RING_DURATION;
        if (!(p >= 0 && p < 1)) continue;
        const eased = 1 - (1 - p) * (1 - p);
        ctx.save();
        ctx.globalAlpha = 1 - p;
        ctx.strokeStyle = RING[ring.style] ?? RING.light;
        ctx.lineWidth = 2 + 4 * (1 - p);
        ctx.beginPath();
        ctx.arc(ring.x, ring.y, 16 + 44 * eased, 0, 2 * Math.PI);
        ctx.stroke();
        ctx.globalAlpha = 1 - p * p;
        ctx.fillStyle = ctx.strokeStyle;
        ctx.font = `bold 13px ${FONT}`;
        ctx.textAlign = "center";
        ctx.textBaseline = "middle";
        ctx.fillText(`haptic ${ring.style}`, ring.x, ring.y + 73);
        ctx.restore();
    }
}
