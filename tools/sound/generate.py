#!/usr/bin/env python3
"""Synthesise every sound in assets/audio/ for Parlour.

Everything is built from first principles (modal synthesis for wood and dice,
additive/FM synthesis for instruments, filtered noise for brushes and cards)
with fixed random seeds, so rerunning the script reproduces the same audio.
Files are written as Ogg Vorbis with `oggenc` (Debian package vorbis-tools).

    python3 tools/sound/generate.py            # writes assets/audio/*.ogg
    python3 tools/sound/generate.py --only win # just one sound
    python3 tools/sound/generate.py --wav DIR  # also keep the float WAV masters

See tools/sound/README.md.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

import numpy as np
from scipy import signal
from scipy.io import wavfile

SR = 44100
TWO_PI = 2.0 * np.pi
REPO = Path(__file__).resolve().parents[2]
OUT_DIR = REPO / "assets" / "audio"

EFFECT_PEAK_DB = -3.0
MUSIC_PEAK_DB = -1.5
# oggenc -q, mono. 2 rather than 4: 13 % fewer bytes, and tools/sound/compare.py finds the same
# loudness (within 0.5 dB) and the same spectrum (each octave band holding 1 % of the energy
# within 1 dB; the frequency under which 99 % lies within a tenth) in every effect but ui_move,
# which keeps 4 (one band 1.04 dB off at 2).
EFFECT_QUALITY = 2
EFFECT_QUALITY_OF = {"ui_move": 4}
MUSIC_QUALITY = 3  # oggenc -q, stereo
OGG_SERIAL = 20240601  # fixed stream serial: byte-identical reruns


# --------------------------------------------------------------------------
# Basic helpers
# --------------------------------------------------------------------------


def n_samples(seconds: float) -> int:
    return int(round(seconds * SR))


def time_axis(n: int) -> np.ndarray:
    return np.arange(n) / SR


def midi_hz(m: float) -> float:
    return 440.0 * 2.0 ** ((m - 69.0) / 12.0)


def db(x: float) -> float:
    return 10.0 ** (x / 20.0)


def sos_lowpass(fc: float, order: int = 2):
    return signal.butter(order, fc, "lowpass", fs=SR, output="sos")


def sos_highpass(fc: float, order: int = 2):
    return signal.butter(order, fc, "highpass", fs=SR, output="sos")


def sos_bandpass(lo: float, hi: float, order: int = 2):
    return signal.butter(order, [lo, hi], "bandpass", fs=SR, output="sos")


def lowpass(x, fc, order=2):
    return signal.sosfilt(sos_lowpass(fc, order), x)


def highpass(x, fc, order=2):
    return signal.sosfilt(sos_highpass(fc, order), x)


def bandpass(x, lo, hi, order=2):
    return signal.sosfilt(sos_bandpass(lo, hi, order), x)


def attack_env(n: int, attack: float) -> np.ndarray:
    """Smooth 0 -> 1 rise that starts exactly at zero (no click)."""
    t = time_axis(n)
    return 1.0 - np.exp(-t / max(attack, 1e-4))


def release_env(n: int, note_off: float, release: float) -> np.ndarray:
    """1 until note_off, then a critically damped fall (smooth slope: no 'tick')."""
    t = time_axis(n)
    env = np.ones(n)
    after = t > note_off
    u = (t[after] - note_off) / release
    env[after] = (1.0 + u) * np.exp(-u)
    return env


def raised_cosine_fades(x: np.ndarray, fade_in: float, fade_out: float) -> np.ndarray:
    x = x.copy()
    n_in = max(1, n_samples(fade_in))
    n_out = max(1, n_samples(fade_out))
    x[:n_in] *= 0.5 - 0.5 * np.cos(np.linspace(0.0, np.pi, n_in))
    x[-n_out:] *= 0.5 + 0.5 * np.cos(np.linspace(0.0, np.pi, n_out))
    return x


def sealed(sig: np.ndarray, fade: float = 0.012) -> np.ndarray:
    """Fade the last few ms of a note/hit so a truncated ring can never click."""
    k = min(n_samples(fade), len(sig) // 4)
    if k < 2:
        return sig
    out = sig.copy()
    out[-k:] *= 0.5 + 0.5 * np.cos(np.linspace(0.0, np.pi, k))
    return out


def place(buf: np.ndarray, start_s: float, sig: np.ndarray, gain: float = 1.0) -> None:
    """Mix `sig` into `buf` at `start_s` seconds (clipped to the buffer)."""
    sig = sealed(sig)
    i = n_samples(start_s)
    if i >= len(buf):
        return
    n = min(len(sig), len(buf) - i)
    buf[i : i + n] += gain * sig[:n]


def trim_tail(x: np.ndarray, floor_db: float = -60.0, min_len: float = 0.05) -> np.ndarray:
    """Cut the tail once it stays below floor_db (relative to the peak)."""
    peak = np.max(np.abs(x)) + 1e-12
    above = np.nonzero(np.abs(x) > peak * db(floor_db))[0]
    end = max(n_samples(min_len), (above[-1] + 1) if len(above) else len(x))
    return x[: min(len(x), end + n_samples(0.005))]


def finish_effect(x: np.ndarray, fade_out: float = 0.02, fade_in: float = 0.0015,
                  floor_db: float = -60.0, max_len: float | None = None) -> np.ndarray:
    """DC-block, trim silence, click-free fades, normalise to the effect peak."""
    x = highpass(x, 25.0, 2)
    x = trim_tail(x, floor_db)
    if max_len is not None:
        x = x[: n_samples(max_len)]
    x = raised_cosine_fades(x, fade_in, fade_out)
    # 3 ms of true silence before the attack (keeps codec pre-echo off the first
    # sample) and 10 ms after the tail
    x = np.concatenate([np.zeros(n_samples(0.003)), x, np.zeros(n_samples(0.01))])
    return x / (np.max(np.abs(x)) + 1e-12) * db(EFFECT_PEAK_DB)


# --------------------------------------------------------------------------
# Physical-ish building blocks for the effects
# --------------------------------------------------------------------------


def noise(rng: np.random.Generator, n: int) -> np.ndarray:
    return rng.standard_normal(n)


def modal(n: int, freqs, taus, amps) -> np.ndarray:
    """Sum of exponentially decaying sines (each starts at phase zero)."""
    t = time_axis(n)
    out = np.zeros(n)
    for f, tau, a in zip(freqs, taus, amps):
        if f >= SR * 0.45:
            continue
        out += a * np.exp(-t / tau) * np.sin(TWO_PI * f * t)
    return out


def contact_burst(rng, dur: float, lo: float, hi: float, tau: float) -> np.ndarray:
    n = n_samples(dur)
    t = time_axis(n)
    x = noise(rng, n) * np.exp(-t / tau) * attack_env(n, 0.0003)
    return bandpass(x, lo, hi, 2)


# Free-free beam mode ratios: a good model for small wooden pieces and blocks.
BEAM = (1.0, 2.756, 5.404, 8.933)


def wood_knock(rng, f0: float, dur=0.25, tau=0.03, bright=0.6, body=0.0, body_f=180.0,
               click=0.5, felt=0.0) -> np.ndarray:
    """A struck piece of hardwood.

    f0: first bending mode; tau: its decay; bright: weight of upper modes;
    body: amount of a low board/table resonance at body_f; click: contact noise;
    felt: 0..1, damps the high end as if the surface were felt-lined.
    """
    n = n_samples(max(dur, tau * (2.2 if body > 0 else 1.0) * 8.0))  # ring out to ~-70 dB
    jitter = 1.0 + 0.015 * rng.standard_normal(len(BEAM))
    freqs = [f0 * r * j for r, j in zip(BEAM, jitter)]
    taus = [tau, tau * 0.55, tau * 0.3, tau * 0.18]
    amps = [1.0, 0.55 * bright, 0.3 * bright, 0.15 * bright]
    # a second, slightly detuned set: real pieces are not ideal beams
    freqs += [f * 1.07 for f in freqs[:2]]
    taus += [t_ * 0.7 for t_ in taus[:2]]
    amps += [a * 0.35 for a in amps[:2]]
    x = modal(n, freqs, taus, amps)
    if body > 0:
        x += body * modal(n, [body_f, body_f * 1.63], [tau * 2.2, tau * 1.2], [1.0, 0.35])
    if click > 0:
        hi = 9000.0 * (1.0 - 0.7 * felt)
        x[: n_samples(0.03)] += click * contact_burst(rng, 0.03, 1200.0, hi, 0.0018)
    x *= attack_env(n, 0.0004)
    if felt > 0:
        x = lowpass(x, 5200.0 * (1.0 - 0.65 * felt) + 400.0, 2)
    return x


def small_room(x: np.ndarray, seed: int, rt60=0.45, mix=0.12, predelay=0.008) -> np.ndarray:
    """Convolve with a synthetic small-room impulse (wooden parlour)."""
    rng = np.random.default_rng(seed)
    n = n_samples(rt60 * 1.2)
    t = time_axis(n)
    ir = noise(rng, n) * np.exp(-6.91 * t / rt60)
    ir = lowpass(ir, 5000.0, 1)
    # a few early reflections
    for d, g in ((0.0031, 0.5), (0.0057, -0.35), (0.0094, 0.28), (0.0133, -0.2)):
        ir[n_samples(d)] += g * 8.0
    ir = np.concatenate([np.zeros(n_samples(predelay)), ir])
    ir /= np.sqrt(np.sum(ir**2))
    wet = signal.fftconvolve(x, ir)
    dry = np.concatenate([x, np.zeros(len(wet) - len(x))])
    wet *= np.sqrt(np.sum(x**2)) / (np.sqrt(np.sum(wet**2)) + 1e-12)
    return dry * (1.0 - mix) + wet * mix * 2.2


# --------------------------------------------------------------------------
# Instruments (shared by effects and music so everything sounds of one piece)
# --------------------------------------------------------------------------


def epiano(f: float, dur_on: float, vel: float, release=0.09) -> np.ndarray:
    """Two-operator FM electric piano: a mellow tine with a soft bark."""
    tau = float(np.clip(2.6 * (220.0 / f) ** 0.45, 0.7, 3.5))
    total = dur_on + 10.0 * release
    n = n_samples(total)
    t = time_axis(n)
    amp = attack_env(n, 0.0025) * np.exp(-t / tau) * release_env(n, dur_on, release)
    index = (0.4 + 1.9 * vel) * np.exp(-t / 0.16) + 0.28 + 0.25 * vel
    ph = TWO_PI * f * t
    y = np.sin(ph + index * np.sin(ph))
    # soft inharmonic "tine" in the attack
    if f * 7.0 < 11000:
        y += 0.10 * vel * np.exp(-t / 0.025) * np.sin(TWO_PI * f * 7.0 * t)
    # a slightly detuned second carrier: a touch of warmth/chorus
    y += 0.35 * np.sin(ph * 1.0013 + 0.6 * index * np.sin(ph * 1.0013))
    return y * amp * (0.35 + 0.65 * vel)


def vibes(f: float, dur_on: float, vel: float, release=0.25, tremolo_hz=None) -> np.ndarray:
    """Soft-mallet vibraphone bar: 1 : 4 : 10 partials, pedal-damped release."""
    total = dur_on + 1.2
    n = n_samples(total)
    t = time_axis(n)
    tau = float(np.clip(3.2 * (440.0 / f) ** 0.3, 1.5, 4.5))
    y = modal(n, [f, f * 3.99, f * 9.95], [tau, tau * 0.22, tau * 0.06],
              [1.0, 0.28 * vel, 0.05 * vel])
    y *= attack_env(n, 0.0035) * release_env(n, dur_on, release)
    if tremolo_hz:
        y *= 1.0 - 0.22 * (0.5 - 0.5 * np.cos(TWO_PI * tremolo_hz * t))
    return y * (0.3 + 0.7 * vel)


def upright_bass(f: float, dur_on: float, vel: float, rng) -> np.ndarray:
    """Plucked upright bass: harmonics that darken quickly after the pluck."""
    total = dur_on + 0.55
    n = n_samples(total)
    t = time_axis(n)
    y = np.zeros(n)
    # tiny pitch drop right after the pluck, like a string settling
    inst_f = f * (1.0 + 0.006 * np.exp(-t / 0.04))
    ph = TWO_PI * np.cumsum(inst_f) / SR
    for k in range(1, 10):
        if k * f > 3500:
            break
        amp = k ** -1.15 * np.exp(-t * (k - 1) * (4.0 + 2.0 * (1.0 - vel)))
        y += amp * np.sin(k * ph)
    y *= attack_env(n, 0.006) * np.exp(-t / 1.6) * release_env(n, dur_on, 0.06)
    thump = lowpass(noise(rng, n) * np.exp(-t / 0.01), 900.0, 2) * 0.12
    return (y + thump * attack_env(n, 0.001)) * (0.5 + 0.5 * vel)


def brass(f: float, dur_on: float, vel: float, bright=1.0, release=0.14, seed=0,
          vibrato=True) -> np.ndarray:
    """Additive brass: the harmonic spectrum opens up with the breath envelope."""
    rng = np.random.default_rng(seed)
    total = dur_on + 9.0 * release
    n = n_samples(total)
    t = time_axis(n)
    att = 0.035 + 0.02 * (1.0 - vel)
    amp = attack_env(n, att) * (0.82 + 0.18 * np.exp(-t / 0.12)) * release_env(n, dur_on, release)
    # brightness follows loudness, with a little "blat" overshoot on the attack
    brightness = 1.0 + bright * (1.5 + 4.5 * vel) * (amp ** 1.5) * (1.0 + 0.5 * np.exp(-t / 0.06))
    scoop = 1.0 - 0.012 * np.exp(-t / 0.03)
    vib = 0.0
    if vibrato:
        vib = (0.0035 * np.clip((t - 0.25) / 0.3, 0.0, 1.0)
               * np.sin(TWO_PI * 5.3 * t + rng.uniform(0, 6)))
    inst_f = f * scoop * (1.0 + vib)
    ph = TWO_PI * np.cumsum(inst_f) / SR
    y = np.zeros(n)
    k = 1
    while k * f < 9000.0 and k <= 40:
        y += (1.0 / k) * np.exp(-(k - 1) / brightness) * np.sin(k * ph)
        k += 1
    breath = bandpass(noise(rng, n), 1500.0, 5000.0, 2) * 0.015 * amp
    return (y * amp + breath) * (0.4 + 0.6 * vel)


def timpani(f: float, vel: float, rng, dur=3.0) -> np.ndarray:
    n = n_samples(dur)
    t = time_axis(n)
    y = modal(n, [f, f * 1.5, f * 1.98, f * 2.44, f * 2.9],
              [0.9, 0.55, 0.45, 0.35, 0.25], [1.0, 0.6, 0.4, 0.25, 0.15])
    y += lowpass(noise(rng, n) * np.exp(-t / 0.02), 600.0, 2) * 0.6
    return y * attack_env(n, 0.002) * vel


def cymbal(rng, dur: float, swell: float = 0.0, tau=0.9) -> np.ndarray:
    """Soft cymbal: high noise plus clustered metallic partials."""
    n = n_samples(dur)
    t = time_axis(n)
    freqs = rng.uniform(3000.0, 9500.0, 28)
    metal = sum(np.sin(TWO_PI * fr * t + rng.uniform(0, TWO_PI)) for fr in freqs) / 6.0
    y = highpass(noise(rng, n) * 0.7 + metal * 0.5, 3500.0, 2)
    if swell > 0:
        env = np.clip(t / swell, 0, 1) ** 2 * np.exp(-np.clip(t - swell, 0, None) / tau)
    else:
        env = attack_env(n, 0.002) * np.exp(-t / tau)
    return y * env


def ride_hit(rng, dur=2.6) -> np.ndarray:
    """A soft jazz ride: a stick 'ping' over a bell-like inharmonic shimmer."""
    n = n_samples(dur)
    t = time_axis(n)
    partials = [(2810.0, 0.9), (3275.0, 0.7), (3960.0, 0.55), (4620.0, 0.5), (5390.0, 0.4),
                (6110.0, 0.3), (7250.0, 0.22), (8330.0, 0.15)]
    y = np.zeros(n)
    for f, a in partials:
        f *= 1.0 + 0.004 * rng.standard_normal()
        y += a * np.sin(TWO_PI * f * t + rng.uniform(0, TWO_PI)) * np.exp(-t / (0.35 + 0.25 * a))
    wash = bandpass(rng.standard_normal(n), 3500.0, 9000.0, 2) * np.exp(-t / 0.4) * 0.6
    ping = bandpass(rng.standard_normal(n), 4000.0, 7000.0, 2) * np.exp(-t / 0.012) * 1.5
    return (y * 0.35 + wash + ping) * attack_env(n, 0.0008)


# --------------------------------------------------------------------------
# Effects
# --------------------------------------------------------------------------


def sfx_ui_move():
    rng = np.random.default_rng(101)
    x = wood_knock(rng, 1350.0, dur=0.12, tau=0.018, bright=0.35, click=0.25)
    x = lowpass(x, 6000.0, 2)
    return small_room(x, 1, rt60=0.25, mix=0.08)


def sfx_ui_confirm():
    rng = np.random.default_rng(102)
    n = n_samples(1.3)
    x = np.zeros(n)
    place(x, 0.0, wood_knock(rng, 1050.0, dur=0.2, tau=0.03, bright=0.5, click=0.4))
    # a small brass bell/pin: a bright, short, two-note ping (G6 then C7 colour)
    bell = modal(n_samples(1.2), [1568.0, 1568.0 * 2.02, 1568.0 * 2.99, 1568.0 * 4.16],
                 [0.1, 0.06, 0.04, 0.025], [0.55, 0.25, 0.12, 0.06])
    bell2 = modal(n_samples(1.2), [2093.0, 2093.0 * 2.02, 2093.0 * 2.99],
                  [0.12, 0.06, 0.035], [0.4, 0.15, 0.06])
    place(x, 0.004, bell * attack_env(len(bell), 0.001))
    place(x, 0.055, bell2 * attack_env(len(bell2), 0.001))
    return small_room(x, 2, rt60=0.35, mix=0.12)


def sfx_ui_back():
    rng = np.random.default_rng(103)
    n = n_samples(0.6)
    x = np.zeros(n)
    place(x, 0.0, wood_knock(rng, 1100.0, dur=0.14, tau=0.02, bright=0.35, click=0.25))
    place(x, 0.055, wood_knock(rng, 760.0, dur=0.18, tau=0.026, bright=0.3, click=0.2), 0.75)
    x = lowpass(x, 5500.0, 2)
    return small_room(x, 3, rt60=0.3, mix=0.1)


def sfx_dice_hit(variant: int):
    """A single die landing in a felt-lined wooden tray."""
    rng = np.random.default_rng(200 + variant)
    params = [
        # die f0, tray body f, felt, bounce delay, bounce gain
        (2650.0, 165.0, 0.55, 0.055, 0.35),
        (2950.0, 190.0, 0.5, 0.042, 0.28),
        (2400.0, 150.0, 0.62, 0.068, 0.4),
        (3250.0, 210.0, 0.45, 0.048, 0.22),
    ][variant - 1]
    f0, body_f, felt, bounce_t, bounce_g = params
    n = n_samples(0.6)
    x = np.zeros(n)
    hit = wood_knock(rng, f0, dur=0.2, tau=0.012, bright=0.45, body=1.1, body_f=body_f,
                     click=0.8, felt=felt)
    place(x, 0.0, hit)
    # the die tips over onto another face: a second, softer knock
    hit2 = wood_knock(rng, f0 * 1.04, dur=0.15, tau=0.009, bright=0.35, body=0.6,
                      body_f=body_f * 1.02, click=0.6, felt=felt + 0.1)
    place(x, bounce_t, hit2, bounce_g)
    # felt scuff
    scuff = bandpass(noise(rng, n_samples(0.05)), 600.0, 2500.0, 2)
    scuff *= np.sin(np.linspace(0, np.pi, len(scuff))) ** 2 * 0.05
    place(x, 0.01, scuff)
    return small_room(x, 10 + variant, rt60=0.3, mix=0.1)


def sfx_dice_shake():
    """Two dice rattling in a leather-lined wooden cup, two shakes."""
    rng = np.random.default_rng(300)
    dur = 0.62
    n = n_samples(dur + 0.1)
    x = np.zeros(n)
    # shake motion: two strokes, clicks cluster at the ends of each stroke
    strokes = [0.05, 0.19, 0.33, 0.47]
    times = []
    for s in strokes:
        k = rng.integers(4, 8)
        times += list(s + np.abs(rng.normal(0.0, 0.028, k)))
    times += list(rng.uniform(0.02, 0.55, 8))
    for i, tt in enumerate(sorted(times)):
        if tt > dur - 0.05:
            continue
        f0 = rng.uniform(2300.0, 4200.0)
        g = rng.uniform(0.25, 1.0) * (0.6 + 0.4 * np.sin(np.pi * tt / dur))
        click = wood_knock(rng, f0, dur=0.05, tau=rng.uniform(0.004, 0.009), bright=0.6,
                           body=0.25, body_f=rng.uniform(420.0, 520.0), click=0.9, felt=0.15)
        place(x, tt, click, g)
    # the cup body hum and the dice sliding against the lining
    t = time_axis(n)
    motion = 0.5 - 0.5 * np.cos(TWO_PI * t / 0.28)
    slide = bandpass(noise(rng, n), 900.0, 4000.0, 2) * motion * 0.05
    x += slide * np.clip(1.0 - t / dur, 0.0, 1.0)
    return small_room(x, 30, rt60=0.25, mix=0.1)


def sfx_token_place():
    rng = np.random.default_rng(400)
    n = n_samples(0.9)
    x = np.zeros(n)
    knock = wood_knock(rng, 720.0, dur=0.3, tau=0.035, bright=0.55, body=0.9, body_f=140.0,
                       click=0.5)
    place(x, 0.0, knock)
    # a tiny settle a moment later as the token seats itself
    place(x, 0.028, wood_knock(rng, 760.0, dur=0.12, tau=0.015, bright=0.3, body=0.2,
                               click=0.3), 0.18)
    x = lowpass(x, 7000.0, 2)
    return small_room(x, 40, rt60=0.4, mix=0.12)


def sfx_token_lift():
    rng = np.random.default_rng(401)
    n = n_samples(0.5)
    t = time_axis(n)
    # gentle airy lift: a soft upward "whff" with a light wooden tick
    air = bandpass(noise(rng, n), 500.0, 3000.0, 2)
    air *= np.sin(np.pi * np.clip(t / 0.18, 0, 1)) ** 2 * 0.12
    x = air
    place(x, 0.012, wood_knock(rng, 980.0, dur=0.1, tau=0.014, bright=0.2, click=0.15), 0.6)
    x = lowpass(x, 4500.0, 2)
    return small_room(x, 41, rt60=0.25, mix=0.08)


def sfx_card_draw():
    """A playing card slid off the deck: rising friction, then a soft snap."""
    rng = np.random.default_rng(500)
    dur = 0.32
    n = n_samples(dur + 0.08)
    t = time_axis(n)
    base = noise(rng, n)
    # paper friction: band moves upward as the card speeds up
    lo = bandpass(base, 1500.0, 4500.0, 2)
    hi = bandpass(base, 3500.0, 9000.0, 2)
    pos = np.clip(t / dur, 0.0, 1.0)
    env = np.sin(np.pi * pos) ** 1.2 * (pos < 1.0)
    grain = 1.0 + 0.35 * lowpass(noise(rng, n), 60.0, 2) / 0.05
    grain = np.clip(grain, 0.4, 1.8)
    x = (lo * (1.0 - pos) + hi * pos) * env * grain
    # the card leaving the deck: a soft paper flick
    flick = bandpass(noise(rng, n_samples(0.03)), 2000.0, 7000.0, 2)
    flick *= np.exp(-time_axis(len(flick)) / 0.006) * attack_env(len(flick), 0.0005) * 3.0
    place(x, dur - 0.035, flick)
    x = lowpass(x, 8000.0, 2)
    return small_room(x, 50, rt60=0.25, mix=0.06)


def sfx_pawn_bump():
    """Pawn knocked back to Start: a clack and a comic muted 'uh-oh' slide."""
    rng = np.random.default_rng(600)
    n = n_samples(0.85)
    x = np.zeros(n)
    place(x, 0.0, wood_knock(rng, 1200.0, dur=0.18, tau=0.02, bright=0.7, body=0.5,
                             body_f=210.0, click=0.7), 1.0)
    # "uh-oh": a muted horn, two notes down a minor third, the second bending flat
    n1 = brass(midi_hz(69), 0.11, 0.55, bright=0.6, release=0.05, seed=61, vibrato=False)
    place(x, 0.07, n1 * 0.5)
    f2 = midi_hz(66)
    dur2 = 0.36
    m = n_samples(dur2 + 0.3)
    tt = time_axis(m)
    bend = 2.0 ** (-np.clip((tt - 0.12) / 0.28, 0.0, 1.0) ** 2 * 2.2 / 12.0)
    wobble = 1.0 + 0.012 * np.sin(TWO_PI * 7.0 * tt) * np.clip((tt - 0.08) / 0.1, 0, 1)
    ph = TWO_PI * np.cumsum(f2 * bend * wobble) / SR
    amp = attack_env(m, 0.03) * release_env(m, dur2, 0.06)
    y = np.zeros(m)
    for k in range(1, 18):
        if k * f2 > 7000:
            break
        y += (1.0 / k) * np.exp(-(k - 1) / 2.5) * np.sin(k * ph)
    # "wah" mute: a band-pass that closes as the note falls
    y = y * amp
    y = 0.6 * lowpass(y, 1400.0, 2) + 0.4 * y * np.exp(-tt / 0.25)
    place(x, 0.22, y * 0.55)
    return small_room(x, 60, rt60=0.35, mix=0.12)


def sfx_slide():
    """A pawn sliding along the track, then coming to rest."""
    rng = np.random.default_rng(700)
    dur = 0.55
    n = n_samples(dur + 0.15)
    t = time_axis(n)
    base = noise(rng, n)
    fr = bandpass(base, 250.0, 1800.0, 2) + 0.4 * bandpass(base, 1800.0, 4500.0, 2)
    speed = np.clip(t / 0.06, 0, 1) * np.clip((dur - t) / 0.25, 0, 1) ** 0.7
    # wood grain: small periodic bumps as the pawn crosses the grain
    grain = 1.0 + 0.3 * np.sin(TWO_PI * (38.0 * t - 25.0 * t * t))
    x = fr * speed * grain * 0.25
    # a soft low rumble of the board
    x += lowpass(base, 180.0, 2) * speed * 0.8
    place(x, dur - 0.02, wood_knock(rng, 820.0, dur=0.15, tau=0.025, bright=0.4, body=0.6,
                                    body_f=150.0, click=0.3), 0.5)
    x = lowpass(x, 5000.0, 2)
    return small_room(x, 70, rt60=0.35, mix=0.1)


def sfx_mill():
    """Forming a mill: a quick rising Fmaj9 arpeggio that blooms into a chord."""
    n = n_samples(1.6)
    x = np.zeros(n)
    arp = [65, 69, 72, 76, 79, 84]
    for i, m in enumerate(arp):
        place(x, i * 0.045, vibes(midi_hz(m), 0.8 - i * 0.045, 0.55 + 0.07 * i,
                                   release=0.25, tremolo_hz=5.5), 0.5)
    for m in (53, 57, 60, 64, 67):
        place(x, 0.0, epiano(midi_hz(m), 0.8, 0.55, release=0.25), 0.22)
    return small_room(x, 80, rt60=0.8, mix=0.2)


def sfx_capture():
    """A piece taken off the board: hard clack, swoosh away, low thud."""
    rng = np.random.default_rng(900)
    n = n_samples(0.9)
    t = time_axis(n)
    x = np.zeros(n)
    place(x, 0.0, wood_knock(rng, 1500.0, dur=0.2, tau=0.022, bright=0.85, body=0.4,
                             body_f=240.0, click=1.0))
    # downward swoosh
    sw = noise(rng, n)
    f_c = 3500.0 * np.exp(-t / 0.12) + 300.0
    # time-varying band-pass via short blocks
    out = np.zeros(n)
    block = 256
    zi = None
    for s in range(0, n, block):
        fc = float(f_c[s])
        sos = sos_bandpass(fc * 0.6, min(fc * 1.6, SR * 0.45), 1)
        if zi is None:
            zi = np.zeros((sos.shape[0], 2))
        out[s : s + block], zi = signal.sosfilt(sos, sw[s : s + block], zi=zi)
    env = np.clip((t - 0.02) / 0.03, 0, 1) * np.exp(-np.clip(t - 0.05, 0, None) / 0.09)
    x += out * env * 0.35
    # soft descending tone under the swoosh
    f = midi_hz(62) * 2.0 ** (-np.clip(t / 0.3, 0, 1) * 5.0 / 12.0)
    tone = np.sin(TWO_PI * np.cumsum(f) / SR) * attack_env(n, 0.01) * np.exp(-t / 0.14)
    x += tone * 0.18
    return small_room(x, 90, rt60=0.4, mix=0.12)


def sfx_turn_chime():
    n = n_samples(1.6)
    x = np.zeros(n)
    place(x, 0.0, vibes(midi_hz(81), 0.65, 0.45, release=0.3, tremolo_hz=5.0), 0.8)
    place(x, 0.13, vibes(midi_hz(86), 0.7, 0.5, release=0.3, tremolo_hz=5.0), 0.8)
    place(x, 0.13, epiano(midi_hz(74), 0.65, 0.35, release=0.3), 0.15)
    place(x, 0.13, epiano(midi_hz(78), 0.65, 0.35, release=0.3), 0.12)
    return small_room(x, 100, rt60=0.8, mix=0.2)


def brass_chord(x, start, notes, dur_on, vel, seed, bright=1.0, gain=1.0):
    for i, m in enumerate(notes):
        v = brass(midi_hz(m) * (1.0 + 0.0012 * (i - 1)), dur_on, vel, bright=bright,
                  seed=seed + i)
        place(x, start + 0.004 * i, v, gain / np.sqrt(len(notes)))


def sfx_ko():
    """Short triumphant fanfare: ta-ta-ta-TAAA."""
    rng = np.random.default_rng(1100)
    n = n_samples(1.75)
    x = np.zeros(n)
    step = 0.105
    for i in range(3):
        brass_chord(x, i * step, [67, 72, 76], 0.07, 0.65, 1100 + 10 * i, gain=0.8)
    brass_chord(x, 3 * step + 0.03, [60, 64, 67, 72, 76], 0.7, 0.9, 1150, bright=1.2)
    place(x, 3 * step + 0.03, timpani(midi_hz(36), 0.9, rng), 0.6)
    place(x, 3 * step + 0.03, cymbal(rng, 2.5, tau=0.45), 0.08)
    return small_room(x, 110, rt60=0.9, mix=0.16)


def sfx_win():
    """Warm victory fanfare: pickup, C, F, G, then a blooming Cmaj9."""
    rng = np.random.default_rng(1200)
    n = n_samples(3.4)
    x = np.zeros(n)
    q = 0.115
    for i, top in enumerate([67, 72, 76]):
        brass_chord(x, i * q, [top - 12, top], 0.08, 0.55, 1200 + i, bright=0.7, gain=0.7)
    seq = [
        (0.38, [60, 64, 67, 72], 0.36, 0.75),
        (0.78, [60, 65, 69, 72, 77], 0.3, 0.7),
        (1.12, [59, 62, 67, 71, 74], 0.3, 0.75),
        (1.48, [48, 60, 64, 67, 71, 74, 79], 1.0, 0.85),
    ]
    for k, (st, notes, d, v) in enumerate(seq):
        brass_chord(x, st, notes, d, v, 1210 + 10 * k, bright=0.8)
    place(x, 0.38, timpani(midi_hz(36), 0.6, rng), 0.5)
    place(x, 1.48, timpani(midi_hz(36), 0.8, rng), 0.6)
    # vibraphone sparkle over the final chord
    for i, m in enumerate([72, 76, 79, 83, 86, 88]):
        place(x, 1.5 + 0.07 * i, vibes(midi_hz(m), 1.2, 0.45, release=0.5, tremolo_hz=5.0), 0.18)
    place(x, 1.1, cymbal(rng, 4.0, swell=0.38, tau=0.8), 0.05)
    return small_room(x, 120, rt60=1.1, mix=0.2)


def sfx_lose():
    """Gentle descending motif that settles on a soft Dm9 (wistful, not mocking)."""
    n = n_samples(2.4)
    x = np.zeros(n)
    motif = [(0.0, 76, 0.3), (0.3, 74, 0.3), (0.6, 72, 0.34), (0.95, 69, 0.75)]
    for st, m, d in motif:
        place(x, st, vibes(midi_hz(m), d, 0.45, release=0.35, tremolo_hz=4.5), 0.55)
    for m in (53, 57, 60, 64):
        place(x, 0.95, epiano(midi_hz(m), 0.75, 0.35, release=0.4), 0.25)
    place(x, 0.95, epiano(midi_hz(38), 0.75, 0.4, release=0.4), 0.25)
    return small_room(x, 130, rt60=1.0, mix=0.2)


def sfx_error():
    """Soft, muted double buzz."""
    n = n_samples(0.6)
    x = np.zeros(n)
    for st, f in ((0.0, 155.0), (0.14, 146.0)):
        m = n_samples(0.35)
        t = time_axis(m)
        ph = TWO_PI * f * t
        y = sum((1.0 / k) * np.sin(k * ph) for k in range(1, 14, 2))  # square-ish
        y *= attack_env(m, 0.006) * np.exp(-t / 0.06) * release_env(m, 0.09, 0.02)
        place(x, st, y)
    x = lowpass(x, 900.0, 2)
    return small_room(x, 140, rt60=0.2, mix=0.06)


EFFECTS = {
    "ui_move": sfx_ui_move,
    "ui_confirm": sfx_ui_confirm,
    "ui_back": sfx_ui_back,
    "dice_hit_1": lambda: sfx_dice_hit(1),
    "dice_hit_2": lambda: sfx_dice_hit(2),
    "dice_hit_3": lambda: sfx_dice_hit(3),
    "dice_hit_4": lambda: sfx_dice_hit(4),
    "dice_shake": sfx_dice_shake,
    "token_place": sfx_token_place,
    "token_lift": sfx_token_lift,
    "card_draw": sfx_card_draw,
    "pawn_bump": sfx_pawn_bump,
    "slide": sfx_slide,
    "mill": sfx_mill,
    "capture": sfx_capture,
    "turn_chime": sfx_turn_chime,
    "ko": sfx_ko,
    "win": sfx_win,
    "lose": sfx_lose,
    "error": sfx_error,
}

# Fade-out length and tail-trim floor per effect (ringing, musical ones fade longer).
FADE_OUT = {"ui_confirm": 0.15, "mill": 0.4, "turn_chime": 0.4, "ko": 0.4, "win": 0.6, "lose": 0.5,
            "pawn_bump": 0.06, "dice_shake": 0.04, "slide": 0.05}
TRIM_DB = {"mill": -44.0, "turn_chime": -44.0, "ko": -42.0, "win": -42.0, "lose": -42.0}
# Longest allowed length (s): the ringing tail is faded out within FADE_OUT before it.
MAX_LEN = {"ui_confirm": 0.6, "mill": 1.6, "turn_chime": 1.5, "ko": 1.6, "win": 3.1, "lose": 2.2}


# --------------------------------------------------------------------------
# Music: "Parlour" — a calm jazz ballad in F, 24 bars at 80 BPM, swung
# --------------------------------------------------------------------------

BPM = 80
BEAT = 60.0 / BPM  # 0.75 s
BEATS_PER_BAR = 4
SWING = 0.64  # position of the off-beat eighth within the beat

QUALITIES = {
    # rootless voicings (A form, B form) as intervals above the root
    "m9": ([3, 7, 10, 14], [10, 14, 15, 19]),
    "m7": ([3, 7, 10, 12], [10, 12, 15, 19]),
    "maj9": ([4, 7, 11, 14], [11, 14, 16, 19]),
    "9": ([4, 7, 10, 14], [10, 14, 16, 19]),
    "13": ([4, 9, 10, 14], [10, 14, 16, 21]),
    "7b9": ([4, 7, 10, 13], [10, 13, 16, 19]),
}
CHORD_TONES = {  # for the bass: third, fifth, seventh
    "m9": (3, 7, 10), "m7": (3, 7, 10), "maj9": (4, 7, 11),
    "9": (4, 7, 10), "13": (4, 7, 10), "7b9": (4, 7, 10),
}
NOTE_PC = {"C": 0, "Db": 1, "D": 2, "Eb": 3, "E": 4, "F": 5, "F#": 6, "G": 7, "Ab": 8,
           "A": 9, "Bb": 10, "B": 11}

PROGRESSION = [
    # A1 — bass in two, brushes only
    "Gm9", "C13", "Fmaj9", "D9", "Gm9", "C13", "Fmaj9 Dm9", "Am7 D7b9",
    # A2 — walking bass, ride cymbal joins
    "Gm9", "C13", "Fmaj9", "D9", "Gm9", "C13", "Fmaj9", "Fmaj9",
    # B — the bridge, towards B-flat, then back home
    "Cm9 F13", "Bbmaj9", "Bbm9 Eb13", "Am9", "D9", "Gm9", "C13", "Am7 D7b9",
]

# Melody: per bar, (beat, midi, beats).
MELODY = {
    0: [(0, 74, 1.5), (1.5, 72, 0.5), (2, 70, 1), (3, 69, 1)],
    1: [(0, 70, 2), (2, 69, 0.5), (2.5, 67, 1.5)],
    2: [(0, 69, 3), (3, 72, 0.5), (3.5, 76, 0.5)],
    3: [(0, 76, 1.5), (1.5, 74, 0.5), (2, 72, 1), (3, 69, 1)],
    4: [(0, 70, 1.5), (1.5, 69, 0.5), (2, 67, 1), (3, 74, 1)],
    5: [(0, 76, 2), (2, 74, 0.5), (2.5, 72, 1.5)],
    6: [(0, 72, 1.5), (1.5, 76, 0.5), (2, 72, 1), (3, 69, 1)],
    7: [(0, 76, 1.5), (1.5, 74, 0.5), (2, 72, 1), (3, 75, 1)],
    8: [(0, 74, 1.5), (1.5, 72, 0.5), (2, 70, 1), (3, 69, 1)],
    9: [(0, 70, 1.5), (1.5, 72, 0.5), (2, 69, 0.5), (2.5, 67, 1.5)],
    10: [(0, 69, 3), (3, 72, 0.5), (3.5, 76, 0.5)],
    11: [(0, 76, 1.5), (1.5, 74, 0.5), (2, 72, 1), (3, 69, 1)],
    12: [(0, 70, 1.5), (1.5, 69, 0.5), (2, 67, 1), (3, 74, 1)],
    13: [(0, 76, 1), (1, 74, 0.5), (1.5, 72, 0.5), (2, 69, 2)],
    14: [(0, 72, 1), (1, 69, 0.5), (1.5, 67, 0.5), (2, 69, 2)],
    15: [(3, 70, 0.5), (3.5, 72, 0.5)],
    16: [(0, 75, 1.5), (1.5, 74, 0.5), (2, 74, 1), (3, 72, 1)],
    17: [(0, 74, 2), (2, 72, 1), (3, 69, 1)],
    18: [(0, 73, 1), (1, 72, 1), (2, 70, 1), (3, 67, 1)],
    19: [(0, 72, 3), (3, 71, 0.5), (3.5, 72, 0.5)],
    20: [(0, 76, 1.5), (1.5, 74, 0.5), (2, 72, 1), (3, 66, 1)],
    21: [(0, 69, 1), (1, 70, 1), (2, 74, 1), (3, 77, 1)],
    22: [(0, 76, 3), (3, 74, 1)],
    23: [(0, 76, 1), (1, 72, 1), (2, 75, 1.5)],
}


def parse_chord(name: str):
    for q in sorted(QUALITIES, key=len, reverse=True):
        if name.endswith(q) and name[: -len(q)] in NOTE_PC:
            return NOTE_PC[name[: -len(q)]], q
    raise ValueError(name)


def chord_timeline():
    """[(start_beat, beats, root_pc, quality)] over the whole loop."""
    out = []
    for bar, spec in enumerate(PROGRESSION):
        names = spec.split()
        each = BEATS_PER_BAR // len(names)
        for i, nm in enumerate(names):
            pc, q = parse_chord(nm)
            out.append((bar * BEATS_PER_BAR + i * each, each, pc, q))
    return out


def swing_beats(b: float) -> float:
    """Map a straight position in beats to a swung one (off-beat eighths late)."""
    whole = np.floor(b)
    frac = b - whole
    if abs(frac - 0.5) < 1e-6:
        return whole + SWING
    return b


class Loop:
    """A stereo buffer whose end wraps onto its start (for a seamless loop)."""

    def __init__(self, seconds: float):
        self.n = n_samples(seconds)
        self.buf = np.zeros((2, self.n))

    def add(self, start_s: float, sig: np.ndarray, pan: float = 0.0, gain: float = 1.0):
        theta = (pan + 1.0) * np.pi / 4.0
        gl, gr = np.cos(theta) * gain, np.sin(theta) * gain
        pos = n_samples(start_s) % self.n
        rest = sealed(sig)
        while len(rest):
            k = min(len(rest), self.n - pos)
            self.buf[0, pos : pos + k] += gl * rest[:k]
            self.buf[1, pos : pos + k] += gr * rest[:k]
            rest = rest[k:]
            pos = 0


def circular_sosfilt(sos, x: np.ndarray, warm: float = 2.0) -> np.ndarray:
    """Filter a looping signal as if it had always been looping."""
    w = min(n_samples(warm), x.shape[-1])
    ext = np.concatenate([x[..., -w:], x], axis=-1)
    return signal.sosfilt(sos, ext, axis=-1)[..., w:]


def circular_convolve(x: np.ndarray, ir: np.ndarray) -> np.ndarray:
    n = len(x)
    return np.fft.irfft(np.fft.rfft(x) * np.fft.rfft(ir, n), n)


def voice_chord(root_pc: int, q: str, prev: list[int] | None) -> list[int]:
    """Pick the rootless voicing closest to the previous one (smooth voice leading)."""
    best, best_cost = None, None
    for form in QUALITIES[q]:
        for octave in range(3, 6):
            notes = [12 * octave + root_pc + i for i in form]
            if notes[0] < 50 or notes[-1] > 69:
                continue
            if prev is None:
                cost = abs(np.mean(notes) - 60)
            else:
                cost = sum(abs(a - b) for a, b in zip(notes, prev))
            if best_cost is None or cost < best_cost:
                best, best_cost = notes, cost
    return best


def nearest(pc: int, near: int, lo: int = 31, hi: int = 50) -> int:
    cands = [pc + 12 * o for o in range(1, 6) if lo <= pc + 12 * o <= hi]
    return min(cands, key=lambda m: (abs(m - near), m))


def bass_line(chords, rng):
    """(beat, midi, beats, vel): bars 0-7 in two, the rest walking."""
    notes = []
    prev = 43
    for i, (start, beats, pc, q) in enumerate(chords):
        nxt_pc = chords[(i + 1) % len(chords)][2]
        third, fifth, seventh = CHORD_TONES[q]
        bar = start // BEATS_PER_BAR
        if bar < 8:
            # two feel: root then fifth, half notes (or one note for a 2-beat chord)
            r = nearest(pc, prev)
            notes.append((start, r, 2, 0.8))
            prev = r
            if beats == 4:
                choice = fifth if rng.random() < 0.75 else third
                f = nearest((pc + choice) % 12, prev)
                notes.append((start + 2, f, 2, 0.7))
                prev = f
            continue
        for b in range(beats):
            beat = start + b
            if b == 0:
                m = nearest(pc, prev)
            elif b == beats - 1:
                # approach the next root chromatically (or from its fifth)
                target = nearest(nxt_pc, prev)
                opts = [target + 1, target - 1, nearest((nxt_pc + 7) % 12, prev)]
                weights = np.array([0.4, 0.4, 0.2]) * [o != prev for o in opts]
                m = opts[rng.choice(len(opts), p=weights / weights.sum())]
            else:
                # a chord tone (or the ninth) that is not the note just played
                tones = [third, fifth, seventh, 2]
                cands = [nearest((pc + tt) % 12, prev) for tt in tones]
                weights = np.array([0.35, 0.4, 0.15, 0.1]) * [c != prev for c in cands]
                m = cands[rng.choice(len(cands), p=weights / weights.sum())]
            m = int(np.clip(m, 29, 52))
            notes.append((beat, m, 1, 0.72 + 0.1 * (b == 0) + 0.05 * rng.standard_normal()))
            prev = m
    return notes


COMP_4 = [
    [(0.0, 1.4, 1.0), (1.5, 2.0, 0.8)],  # Charleston
    [(0.0, 3.6, 1.0)],  # held
    [(0.0, 0.8, 1.0), (2.0, 1.6, 0.85)],
    [(-0.5, 2.3, 1.0), (2.5, 1.2, 0.75)],  # anticipated
    [(0.5, 1.2, 0.85), (2.0, 1.8, 0.9)],
]
COMP_2 = [
    [(0.0, 1.7, 1.0)],
    [(-0.5, 2.0, 1.0)],
    [(0.5, 1.3, 0.85)],
]


def render_music(stems: dict | None = None) -> np.ndarray:
    chords = chord_timeline()
    total_beats = len(PROGRESSION) * BEATS_PER_BAR
    loop_s = total_beats * BEAT
    rng = np.random.default_rng(4242)
    ep, vib, bass, drums = Loop(loop_s), Loop(loop_s), Loop(loop_s), Loop(loop_s)

    def human(beat: float, spread=0.008) -> float:
        return swing_beats(beat) * BEAT + spread * rng.standard_normal()

    # --- electric piano comping -------------------------------------------
    prev_v = None
    for start, beats, pc, q in chords:
        voicing = voice_chord(pc, q, prev_v)
        prev_v = voicing
        bar = start // BEATS_PER_BAR
        pats = COMP_4 if beats == 4 else COMP_2
        pat = pats[int(rng.integers(len(pats)))]
        if bar < 8 and beats == 4:
            pat = COMP_4[1] if rng.random() < 0.6 else COMP_4[2]
        for off, dur, accent in pat:
            when = human(start + off)
            vel = float(np.clip((0.42 + 0.08 * rng.standard_normal()) * accent, 0.2, 0.7))
            for j, m in enumerate(voicing):
                # a gently rolled chord
                v = epiano(midi_hz(m), dur * BEAT, vel * (0.9 + 0.1 * j / 3))
                ep.add(when + 0.006 * j, v)
    # --- vibraphone melody ---------------------------------------------------
    for bar, line in MELODY.items():
        for k, (b, m, d) in enumerate(line):
            beat = bar * BEATS_PER_BAR + b
            vel = float(np.clip(0.55 + 0.1 * (b == 0) + 0.06 * rng.standard_normal(), 0.3, 0.8))
            v = vibes(midi_hz(m), d * BEAT * 0.95, vel, release=0.3)
            vib.add(human(beat, 0.006), v)
    # --- bass ----------------------------------------------------------------
    for beat, m, d, vel in bass_line(chords, rng):
        v = upright_bass(midi_hz(m), d * BEAT * 0.92, float(np.clip(vel, 0.4, 1.0)), rng)
        bass.add(human(beat, 0.006), v)
    # --- drums: brushes, feathered kick, hi-hat, ride -----------------------
    dr_rng = np.random.default_rng(777)
    n = ep.n
    t = time_axis(n)
    # brush sweep: continuous noise swirled in a circle, one revolution per beat
    sweep = circular_sosfilt(sos_bandpass(1800.0, 7500.0, 2), dr_rng.standard_normal((2, n)))
    phase = (t / BEAT) % 1.0
    swirl = 0.35 + 0.65 * np.exp(-(((phase - 0.3) / 0.22) ** 2))
    drums.buf += sweep * swirl * 0.05
    for bar in range(len(PROGRESSION)):
        walking = bar >= 8
        for b in range(4):
            beat = bar * 4 + b
            if b in (1, 3):  # brush slap on 2 and 4
                m = n_samples(0.6)
                tt = time_axis(m)
                slap = bandpass(dr_rng.standard_normal(m), 1200.0, 6500.0, 2)
                slap *= attack_env(m, 0.004) * np.exp(-tt / 0.085)
                body = np.sin(TWO_PI * 190.0 * tt) * np.exp(-tt / 0.05) * 0.3
                drums.add(human(beat, 0.005), slap + body * attack_env(m, 0.002),
                          pan=-0.1, gain=0.26)
                if walking:  # hi-hat foot "chick"
                    m2 = n_samples(0.08)
                    ch = bandpass(dr_rng.standard_normal(m2), 6000.0, 11000.0, 2)
                    ch *= attack_env(m2, 0.001) * np.exp(-time_axis(m2) / 0.015)
                    drums.add(human(beat, 0.004), ch, pan=-0.35, gain=0.12)
            if b in (0, 2):  # feathered kick
                m = n_samples(0.8)
                tt = time_axis(m)
                f = 58.0 * (1.0 + 0.6 * np.exp(-tt / 0.03))
                k = np.sin(TWO_PI * np.cumsum(f) / SR) * attack_env(m, 0.002) * np.exp(-tt / 0.12)
                drums.add(human(beat, 0.004), k, gain=0.22)
            if walking:  # ride: ding, ding-a ding, ding-a
                hits = [(beat, 1.0)]
                if b in (1, 3):
                    hits.append((beat + 0.5, 0.6))
                for hb, g in hits:
                    drums.add(human(hb, 0.004), ride_hit(dr_rng), pan=0.4, gain=0.05 * g)
            # ghosted brush taps on the swung off-beat, now and then
            if dr_rng.random() < 0.25:
                m = n_samples(0.12)
                tap = bandpass(dr_rng.standard_normal(m), 2500.0, 8000.0, 2)
                tap *= attack_env(m, 0.002) * np.exp(-time_axis(m) / 0.03)
                drums.add(human(beat + 0.5, 0.006), tap, pan=-0.1, gain=0.08)

    # --- stereo treatment ----------------------------------------------------
    cycles = lambda hz: round(hz * loop_s) / loop_s  # LFOs complete whole cycles per loop
    ep_mono = ep.buf[0] * np.sqrt(2)  # added centred: L = R = mono / sqrt(2)
    pan_lfo = np.sin(TWO_PI * cycles(1.4) * t)
    ep_st = np.stack([ep_mono * (1.0 + 0.25 * pan_lfo), ep_mono * (1.0 - 0.25 * pan_lfo)]) * 0.6
    vib_mono = vib.buf[0] * np.sqrt(2)
    trem = 1.0 - 0.25 * (0.5 - 0.5 * np.cos(TWO_PI * cycles(5.5) * t))
    vib_mono *= trem
    vib_st = np.stack([vib_mono * np.cos(np.pi * 0.35), vib_mono * np.sin(np.pi * 0.35)])
    bass_st = bass.buf
    drum_st = drums.buf

    def rms(x):
        return np.sqrt(np.mean(x**2))

    ep_st *= db(-21.0) / rms(ep_st)
    vib_st *= db(-21.5) / rms(vib_st)
    bass_st *= db(-20.0) / rms(bass_st)
    drum_st *= db(-30.0) / rms(drum_st)

    # --- reverb: synthetic stereo hall, frequency-dependent decay ------------
    rv_rng = np.random.default_rng(999)
    ir_n = n_samples(3.2)
    it = time_axis(ir_n)
    irs = []
    for ch in range(2):
        nz = rv_rng.standard_normal(ir_n)
        low = signal.sosfilt(sos_lowpass(500.0, 2), nz) * np.exp(-6.91 * it / 2.2)
        mid = signal.sosfilt(sos_bandpass(500.0, 4000.0, 2), nz) * np.exp(-6.91 * it / 1.8)
        high = signal.sosfilt(sos_highpass(4000.0, 2), nz) * np.exp(-6.91 * it / 0.8)
        ir = low + mid + 0.6 * high
        ir *= np.clip(it / 0.02, 0, 1)  # soft onset of the diffuse tail
        ir = np.concatenate([np.zeros(n_samples(0.022)), ir])
        for d, g in ((0.011, 0.5), (0.017, 0.35), (0.023 + 0.003 * ch, 0.3), (0.031, 0.2)):
            ir[n_samples(d)] += g * 6.0 * (1 if ch == 0 else -1)
        irs.append(ir / np.sqrt(np.sum(ir**2)))
    send = ep_st * 0.3 + vib_st * 0.45 + bass_st * 0.05 + drum_st * 0.25
    wet = np.stack([circular_convolve(send[c], irs[c]) for c in range(2)])
    wet = circular_sosfilt(sos_highpass(180.0, 2), wet)
    mix = ep_st + vib_st + bass_st + drum_st + wet * 0.55
    if stems is not None:
        stems.update(ep=ep_st, vibes=vib_st, bass=bass_st, drums=drum_st, reverb=wet * 0.55)

    # --- gentle mastering ----------------------------------------------------
    mix = circular_sosfilt(sos_highpass(32.0, 2), mix)
    mix = circular_sosfilt(sos_lowpass(15000.0, 1), mix)
    # slow 2:1 compression above -20 dBFS RMS, computed on the loop itself
    power = np.mean(mix**2, axis=0)
    env = np.sqrt(circular_sosfilt(sos_lowpass(3.0, 1), power, warm=4.0).clip(1e-12))
    thr = db(-20.0)
    gain = np.where(env > thr, (env / thr) ** (-0.5), 1.0)
    mix = mix * gain
    mix = mix / np.max(np.abs(mix)) * db(MUSIC_PEAK_DB)
    return mix


# --------------------------------------------------------------------------
# Encoding
# --------------------------------------------------------------------------


def write_wav24(path: Path, data: np.ndarray) -> None:
    """24-bit PCM WAV (what oggenc reads most happily); data is (frames,) or (frames, ch)."""
    frames = data if data.ndim == 2 else data[:, None]
    q = np.clip(np.round(frames * 8388607.0), -8388608, 8388607).astype("<i4")
    raw = q.reshape(-1).view(np.uint8).reshape(-1, 4)[:, :3].tobytes()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(frames.shape[1])
        w.setsampwidth(3)
        w.setframerate(SR)
        w.writeframes(raw)


def decode_peak(ogg: Path, tmp: Path) -> tuple[float, int]:
    wav = tmp / (ogg.stem + "_dec.wav")
    subprocess.run(["sox", str(ogg), "-e", "floating-point", "-b", "32", str(wav)], check=True)
    _, y = wavfile.read(wav)
    return float(np.max(np.abs(y))), y.shape[0]


def encode(x: np.ndarray, name: str, quality: int, target_db: float, tmp: Path,
           keep_wav: Path | None) -> Path:
    """Encode to Ogg Vorbis, searching the input gain so the *decoded* peak hits the target.

    A lossy codec moves sharp transients around, so the decoded peak is not exactly
    the input peak (and not even strictly proportional to it); a few deterministic
    trial encodes (secant steps, then bisection once bracketed) settle it.
    """
    data = x.T.astype(np.float32) if x.ndim == 2 else x.astype(np.float32)
    out = OUT_DIR / f"{name}.ogg"
    wav = tmp / f"{name}.wav"
    trials: list[tuple[float, float]] = []  # (gain in dB, decoded peak error in dB)

    def trial(gain_db: float) -> float:
        write_wav24(wav, data * db(gain_db))
        subprocess.run(["oggenc", "--quiet", "-q", str(quality), "--serial", str(OGG_SERIAL),
                        "-c", "COMMENT=generated by tools/sound/generate.py",
                        "-o", str(out), str(wav)], check=True)
        peak, _ = decode_peak(out, tmp)
        err = 20 * np.log10(peak) - target_db
        trials.append((gain_db, err))
        if os.environ.get("SOUND_DEBUG"):
            print(f"  {name}: gain {gain_db:+.3f} dB -> decoded peak error {err:+.3f} dB",
                  file=sys.stderr)
        return err

    g = 0.0
    for _ in range(8):
        err = trial(g)
        if abs(err) < 0.1:
            break
        below = [t for t in trials if t[1] < 0]
        above = [t for t in trials if t[1] > 0]
        if below and above:
            lo = max(below, key=lambda t: t[0])[0]
            hi = min(above, key=lambda t: t[0])[0]
            g = 0.5 * (lo + hi)
        else:
            g = g - err
    best_g, best_err = min(trials, key=lambda t: abs(t[1]))
    if trials[-1][0] != best_g:
        trial(best_g)
    if keep_wav is not None:
        keep_wav.mkdir(parents=True, exist_ok=True)
        wavfile.write(keep_wav / f"{name}.wav", SR, data * db(best_g))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", nargs="*", help="names to (re)generate, e.g. win music_parlour")
    ap.add_argument("--wav", type=Path, help="also keep float WAV masters in this folder")
    args = ap.parse_args(argv)
    for tool in ("oggenc", "sox"):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} not found: apt-get install vorbis-tools sox libsox-fmt-all")
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    wanted = set(args.only) if args.only else None
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        for name, fn in EFFECTS.items():
            if wanted and name not in wanted:
                continue
            x = finish_effect(fn(), fade_out=FADE_OUT.get(name, 0.02),
                              floor_db=TRIM_DB.get(name, -60.0), max_len=MAX_LEN.get(name))
            out = encode(x, name, EFFECT_QUALITY_OF.get(name, EFFECT_QUALITY), EFFECT_PEAK_DB, tmp, args.wav)
            print(f"{out.relative_to(REPO)}  {len(x) / SR:5.2f} s")
        if not wanted or "music_parlour" in wanted:
            x = render_music()
            out = encode(x, "music_parlour", MUSIC_QUALITY, MUSIC_PEAK_DB, tmp, args.wav)
            print(f"{out.relative_to(REPO)}  {x.shape[1] / SR:5.2f} s (loop)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
