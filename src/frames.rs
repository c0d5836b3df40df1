//! Frame-time measurement for scripted runs (`measure:` steps) and the frame benchmark: the real
//! time between frames, and what the frame held (entities, meshes, materials, lights, UI nodes
//! and texts), with each render pass's GPU time and fragment count when the renderer reports
//! them (`RenderDiagnosticsPlugin`, added by `--bench-frames` or `PARLOUR_RENDER_DIAGNOSTICS=1`).

use bevy::diagnostic::DiagnosticsStore;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use std::collections::BTreeMap;

/// How long a measurement runs: a number of frames, or wall-clock seconds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Span {
    Frames(u32),
    Seconds(f32),
}

/// A measurement in progress.
#[derive(Debug)]
pub struct Measuring {
    label: String,
    span: Span,
    started: Instant,
    last: Instant,
    times: Vec<f32>,
    /// The process's CPU time when the measurement started (where the system reports it).
    cpu_started: Option<f64>,
    /// The process's CPU time over the measurement, once complete.
    cpu_ms: Option<f64>,
    /// Per render diagnostic: sum, count, and the time of the last measurement taken.
    passes: BTreeMap<String, (f64, u32, Option<Instant>)>,
}

impl Measuring {
    pub fn new(span: Span, label: String) -> Self {
        let now = Instant::now();
        Self {
            label,
            span,
            started: now,
            last: now,
            times: Vec::new(),
            cpu_started: process_cpu_ms(),
            cpu_ms: None,
            passes: BTreeMap::new(),
        }
    }

    /// Record the frame that just ended; `true` when the measurement is complete.
    fn frame(&mut self, store: Option<&DiagnosticsStore>) -> bool {
        let now = Instant::now();
        self.times.push(now.duration_since(self.last).as_secs_f32() * 1000.0);
        self.last = now;
        for d in store.iter().flat_map(|s| s.iter()) {
            let path = d.path().as_str();
            let wanted = path.starts_with("render/")
                && (path.ends_with("/elapsed_gpu") || path.ends_with("/fragment_shader_invocations"));
            let Some(m) = d.measurement().filter(|_| wanted) else { continue };
            let entry = self.passes.entry(path.to_string()).or_insert((0.0, 0, None));
            // A pass not drawn this frame keeps its old measurement: count each one once.
            if m.time >= self.started && entry.2 != Some(m.time) {
                entry.0 += m.value;
                entry.1 += 1;
                entry.2 = Some(m.time);
            }
        }
        let done = match self.span {
            Span::Frames(n) => self.times.len() >= n.max(1) as usize,
            Span::Seconds(s) => now.duration_since(self.started).as_secs_f32() >= s,
        };
        if done {
            self.cpu_ms = self.cpu_started.zip(process_cpu_ms()).map(|(a, b)| b - a);
        }
        done
    }

    fn report(&self, counts: &Counts) -> String {
        let (mean, p95) = frame_stats(&self.times);
        let label = if self.label.is_empty() { String::new() } else { format!(" [{}]", self.label) };
        let mut line = format!(
            "frame time{label} over {} frames: mean {mean:.1} ms, p95 {p95:.1} ms | {counts}",
            self.times.len()
        );
        if let Some(cpu) = self.cpu_ms {
            line.push_str(&format!(" | cpu {:.1} ms a frame", cpu / self.times.len().max(1) as f64));
        }
        let mut gpu: Vec<String> = Vec::new();
        for (path, (sum, n, _)) in &self.passes {
            if *n == 0 {
                continue;
            }
            let name = path.trim_start_matches("render/");
            if let Some(pass) = name.strip_suffix("/elapsed_gpu") {
                gpu.push(format!("{pass} {:.1} ms", sum / *n as f64));
            } else if let Some(pass) = name.strip_suffix("/fragment_shader_invocations") {
                gpu.push(format!("{pass} {:.2} M fragments", sum / *n as f64 / 1e6));
            }
        }
        if !gpu.is_empty() {
            line.push_str(" | gpu: ");
            line.push_str(&gpu.join(", "));
        }
        line
    }
}

/// What the world held when a measurement ended.
struct Counts {
    entities: usize,
    meshes: usize,
    materials: usize,
    lights: usize,
    shadow_casters: usize,
    nodes: usize,
    texts: usize,
}

impl std::fmt::Display for Counts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "entities {}, meshes {}, materials {}, lights {}, visible shadow casters {}, ui nodes {}, texts {}",
            self.entities,
            self.meshes,
            self.materials,
            self.lights,
            self.shadow_casters,
            self.nodes,
            self.texts
        )
    }
}

/// The measurement the script runs now, if any.
#[derive(Resource, Default)]
pub struct Measurement(pub Option<Measuring>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Measurement>();
    app.add_systems(Last, record);
}

pub(crate) fn record(
    mut measurement: ResMut<Measurement>,
    store: Option<Res<DiagnosticsStore>>,
    entities: Query<()>,
    meshes: Option<Res<Assets<Mesh>>>,
    materials: Option<Res<Assets<StandardMaterial>>>,
    lights: Query<(), Or<(With<PointLight>, With<DirectionalLight>, With<SpotLight>)>>,
    casters: Query<&ViewVisibility, (With<Mesh3d>, Without<bevy::light::NotShadowCaster>)>,
    nodes: Query<(), With<Node>>,
    texts: Query<(), With<Text>>,
) {
    let Some(m) = &mut measurement.0 else { return };
    if !m.frame(store.as_deref()) {
        return;
    }
    let counts = Counts {
        entities: entities.iter().count(),
        meshes: meshes.map_or(0, |m| m.len()),
        materials: materials.map_or(0, |m| m.len()),
        lights: lights.iter().count(),
        shadow_casters: casters.iter().filter(|v| v.get()).count(),
        nodes: nodes.iter().count(),
        texts: texts.iter().count(),
    };
    info!("{}", m.report(&counts));
    measurement.0 = None;
}

/// Mean and 95th percentile of frame times (ms).
fn frame_stats(times: &[f32]) -> (f32, f32) {
    if times.is_empty() {
        return (0.0, 0.0);
    }
    let mut sorted = times.to_vec();
    sorted.sort_by(f32::total_cmp);
    let mean = sorted.iter().sum::<f32>() / sorted.len() as f32;
    let p95 = sorted[((sorted.len() as f32 * 0.95) as usize).min(sorted.len() - 1)];
    (mean, p95)
}

/// CPU time the whole process has used, in ms (Linux). A software renderer draws on the CPU, so
/// this is the frame's cost even when other programs share the cores and stretch its wall time.
fn process_cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which may hold spaces, so split after its closing bracket):
    // utime and stime are the 12th and 13th, in clock ticks of 1/100 s.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks * 10.0)
}
