//! Scripted runs for screenshots and smoke tests of the real program:
//! `parlour --script "wait:title; shot:out/title.png; key:Enter; wait:setup; shot:out/setup.png; quit"`
//! (or the `PARLOUR_SCRIPT` variable). Steps: `wait:<screen>` (and let it settle), `frames:N`,
//! `key:<Up|Down|Left|Right|Enter|Escape|Tab|Space|Backspace|H|J|K|L>`, `click:<x>,<y>` (window
//! pixels, the mouse moves there and clicks), `tap:<x>,<y>` (a finger lands there and lifts a few
//! frames later), `hold:<x>,<y>` (a finger rests there for a second: a long press),
//! `size:<w>x<h>` (the window's size in pixels: a phone, a tablet), `shot:<png path>`,
//! `measure:N[,label]` (log the real frame time over N frames, with what was drawn;
//! `measure:30s,label` measures for 30 wall-clock seconds), `phase:<deciding|dice|presenting|bot|over>`
//! (wait for that turn phase), `play` or `play:N` (Enter whenever the table waits for this
//! screen: to the match's end, or N presses), `name:<text>` (the name given online),
//! `server:<ws:// or wss:// address>` (the server played on, as Advanced sets it),
//! `lang:<en|fr|nl|pt|af|mt>` and `scale:<percent>` (change those settings), `fit` (fail if a
//! text spills out of its panel or the window, or on a phone if two panels overlap or a text is
//! under 14 px), `quit`. Scripted runs
//! advance the game clock by exactly 1/60 s per frame, so what a script sees depends on frame
//! counts only, not on how fast the machine draws; only the frames around a capture, a click or
//! a measurement are drawn (`drawing`). A script that does not finish within two
//! minutes (`PARLOUR_SCRIPT_TIMEOUT`) exits with an error, so a stuck screen fails its test.

use crate::frames::{Measurement, Measuring, Span};
use crate::games::phase::TurnPhase;
use crate::state::Screen;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::input::mouse::MouseButtonInput;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::time::TimeUpdateStrategy;
use bevy::window::CursorMoved;
use std::collections::VecDeque;

mod drawing;
mod fit;

use drawing::{Drawing, PendingPipelines};

#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    Wait(Screen),
    Phase(TurnPhase),
    Frames(u32),
    Key(KeyCode),
    /// Type text into the text field that has the focus.
    Type(String),
    /// Wait until the online room is open and this screen has a seat in it.
    Room,
    /// Open an online room for a game's first variant with these seats ("morris:human,online").
    Host(&'static str, Vec<crate::games::seats::SeatKind>),
    /// Join an online room by its code ("join:K7M2QX"), as the Online screen's Join does.
    Join(String),
    /// The name this screen gives online ("name:Ann"), as typed in the Online screen's field.
    Name(String),
    /// The server this screen plays on ("server:ws://127.0.0.1:47444"), as typed in the Online
    /// screen's Advanced field.
    Server(String),
    /// Open a game's guided first match ("learn:morris").
    Learn(&'static str),
    /// Play as a person who takes the lit choice each time: Enter whenever the table waits for
    /// this screen (then an arrow, then Enter…), until the match is over (`play`) or after that
    /// many presses of Enter (`play:40`, then the script goes on in the middle of the match).
    Play(Option<u32>),
    Click(Vec2),
    /// A finger down at a point, up after this many frames.
    Touch(Vec2, u32),
    Size(UVec2),
    Shot(String),
    Measure(Span, String),
    Lang(crate::i18n::Lang),
    Scale(u16),
    Fit,
    Quit,
}

/// Parse a script: steps separated by `;`.
pub fn parse(script: &str) -> Result<Vec<Step>, String> {
    script
        .split(';')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|step| {
            let (verb, arg) = step.split_once(':').map_or((step, ""), |(v, a)| (v.trim(), a.trim()));
            Ok(match verb {
                "wait" => Step::Wait(match arg {
                    "loading" => Screen::Loading,
                    "title" => Screen::Title,
                    "setup" => Screen::Setup,
                    "playing" => Screen::Playing,
                    "results" => Screen::Results,
                    "replays" => Screen::Replays,
                    "statistics" => Screen::Statistics,
                    "online" => Screen::Online,
                    "lobby" => Screen::Lobby,
                    _ => return Err(format!("script: unknown screen {arg:?} in {step:?}")),
                }),
                "frames" => {
                    Step::Frames(arg.parse().map_err(|_| format!("script: bad frame count in {step:?}"))?)
                }
                "key" => Step::Key(match arg {
                    "Up" => KeyCode::ArrowUp,
                    "Down" => KeyCode::ArrowDown,
                    "Left" => KeyCode::ArrowLeft,
                    "Right" => KeyCode::ArrowRight,
                    "Enter" => KeyCode::Enter,
                    "Escape" => KeyCode::Escape,
                    "Tab" => KeyCode::Tab,
                    "Space" => KeyCode::Space,
                    "Backspace" => KeyCode::Backspace,
                    "H" => KeyCode::KeyH,
                    // Other letters, for the Controls screen's new keys.
                    "J" => KeyCode::KeyJ,
                    "K" => KeyCode::KeyK,
                    "L" => KeyCode::KeyL,
                    _ => return Err(format!("script: unknown key {arg:?} in {step:?}")),
                }),
                "type" => Step::Type(arg.to_string()),
                "room" => Step::Room,
                "name" => Step::Name(arg.to_string()),
                "server" if arg.starts_with("ws://") || arg.starts_with("wss://") => {
                    Step::Server(arg.to_string())
                }
                "server" => return Err(format!("script: {step:?} names no ws:// or wss:// address")),
                "join" => Step::Join(
                    crate::online::code::read_code(arg)
                        .ok_or_else(|| format!("script: bad room code in {step:?}"))?,
                ),
                "host" => {
                    use crate::games::seats::SeatKind;
                    let (game, seats) = arg.split_once(':').unwrap_or((arg, ""));
                    let game = crate::games::catalogue::game(game)
                        .ok_or_else(|| format!("script: unknown game in {step:?}"))?
                        .id;
                    let seats = seats
                        .split(',')
                        .map(|s| {
                            let s = s.trim();
                            SeatKind::ALL
                                .into_iter()
                                .find(|k| {
                                    k.bot_level() == Some(s)
                                        || (s == "human" && *k == SeatKind::Human)
                                        || (s == "online" && *k == SeatKind::Online)
                                })
                                .ok_or_else(|| format!("script: unknown seat {s:?} in {step:?}"))
                        })
                        .collect::<Result<Vec<_>, _>>()?;
                    Step::Host(game, seats)
                }
                "play" if arg.is_empty() => Step::Play(None),
                "play" => {
                    Step::Play(Some(arg.parse().map_err(|_| format!("script: bad count in {step:?}"))?))
                }
                "learn" => Step::Learn(
                    crate::games::catalogue::game(arg)
                        .ok_or_else(|| format!("script: unknown game in {step:?}"))?
                        .id,
                ),
                "click" => {
                    let (x, y) =
                        arg.split_once(',').ok_or_else(|| format!("script: click needs x,y in {step:?}"))?;
                    let coord = |v: &str| {
                        v.trim().parse::<f32>().map_err(|_| format!("script: bad coordinate in {step:?}"))
                    };
                    Step::Click(Vec2::new(coord(x)?, coord(y)?))
                }
                "tap" | "hold" => {
                    let at = point(arg).map_err(|e| format!("script: {e} in {step:?}"))?;
                    Step::Touch(at, if verb == "tap" { TAP_FRAMES } else { HOLD_FRAMES })
                }
                "size" => {
                    let (w, h) =
                        arg.split_once('x').ok_or_else(|| format!("script: size needs WxH in {step:?}"))?;
                    let n = |v: &str| {
                        v.trim().parse::<u32>().map_err(|_| format!("script: bad size in {step:?}"))
                    };
                    Step::Size(UVec2::new(n(w)?, n(h)?))
                }
                "shot" if !arg.is_empty() => Step::Shot(arg.to_string()),
                "phase" => Step::Phase(match arg {
                    "deciding" => TurnPhase::Deciding,
                    "dice" => TurnPhase::DiceInFlight,
                    "presenting" => TurnPhase::Presenting,
                    "bot" => TurnPhase::BotThinking,
                    "elsewhere" => TurnPhase::Elsewhere,
                    "over" => TurnPhase::Over,
                    _ => return Err(format!("script: unknown turn phase {arg:?} in {step:?}")),
                }),
                "measure" => {
                    let (count, label) = arg.split_once(',').unwrap_or((arg, ""));
                    let bad = || format!("script: bad frame count or seconds in {step:?}");
                    let window = match count.trim().strip_suffix('s') {
                        Some(secs) => Span::Seconds(secs.parse().map_err(|_| bad())?),
                        None => Span::Frames(count.trim().parse().map_err(|_| bad())?),
                    };
                    Step::Measure(window, label.trim().to_string())
                }
                "lang" => Step::Lang(
                    crate::i18n::Lang::from_tag(arg)
                        .ok_or_else(|| format!("script: unknown language in {step:?}"))?,
                ),
                "scale" => Step::Scale(arg.parse().map_err(|_| format!("script: bad percent in {step:?}"))?),
                "fit" => Step::Fit,
                "quit" => Step::Quit,
                _ => return Err(format!("script: cannot read step {step:?}")),
            })
        })
        .collect()
}

/// A match set up as the setup screen would leave it, then `screen` (the room, or the table).
fn set_up(commands: &mut Commands, setup: crate::games::seats::MatchSetup, screen: Screen) {
    commands.insert_resource(setup);
    commands.queue(move |world: &mut World| world.resource_mut::<NextState<Screen>>().set(screen));
}

/// A point of the window, "x,y".
fn point(arg: &str) -> Result<Vec2, String> {
    let (x, y) = arg.split_once(',').ok_or("a point needs x,y")?;
    let coord = |v: &str| v.trim().parse::<f32>().map_err(|_| "bad coordinate".to_string());
    Ok(Vec2::new(coord(x)?, coord(y)?))
}

/// How long a scripted tap and a long press keep the finger down (frames of 1/60 s).
const TAP_FRAMES: u32 = 4;
const HOLD_FRAMES: u32 = 60;

#[derive(Resource)]
struct Script {
    steps: VecDeque<Step>,
    /// Frames to let pass before the next step (settling, key release).
    idle: u32,
    key_down: Option<KeyCode>,
    /// A click in progress: the cursor has moved there; next the button goes down, then up.
    click: Option<(Vec2, bool)>,
    /// A finger down: where, and the frames until it lifts.
    finger: Option<(Vec2, u32)>,
    shot_pending: Option<String>,
    elapsed: f32,
    /// Keys `play` has pressed: Enter, Enter and an arrow in turn.
    walked: u32,
}

#[derive(Resource, Default)]
struct ShotDone(bool);

/// Frames to let a new screen settle (layout, fonts, the focus ring) before the next step.
const SETTLE_FRAMES: u32 = 8;
/// Game seconds a script may take; `PARLOUR_SCRIPT_TIMEOUT` raises it for long scripts.
const TIMEOUT_SECONDS: f32 = 120.0;

/// A script given by the program itself (the frame benchmark) rather than on the command line.
#[derive(Resource, Debug, Clone)]
pub struct ScriptText(pub String);

/// Game seconds the script may take before it fails.
#[derive(Resource, Debug, Clone, Copy)]
pub struct Timeout(pub f32);

impl Default for Timeout {
    fn default() -> Self {
        Self(
            std::env::var("PARLOUR_SCRIPT_TIMEOUT")
                .ok()
                .and_then(|s| s.parse().ok())
                .unwrap_or(TIMEOUT_SECONDS),
        )
    }
}

pub(super) fn plugin(app: &mut App) {
    let text = app.world().get_resource::<ScriptText>().map(|s| s.0.clone()).or_else(|| {
        std::env::args()
            .skip_while(|a| a != "--script")
            .nth(1)
            .or_else(|| std::env::var("PARLOUR_SCRIPT").ok())
    });
    let Some(text) = text else { return };
    match parse(&text) {
        Ok(steps) => {
            app.insert_resource(Script {
                steps: steps.into(),
                idle: 0,
                key_down: None,
                click: None,
                finger: None,
                shot_pending: None,
                elapsed: 0.0,
                walked: 0,
            });
            app.insert_resource(TimeUpdateStrategy::ManualDuration(std::time::Duration::from_secs_f64(
                1.0 / 60.0,
            )));
            app.init_resource::<ShotDone>().init_resource::<Timeout>();
            app.add_systems(Last, run.after(crate::frames::record).before(drawing::Switching));
            app.add_plugins(drawing::plugin);
        }
        Err(e) => error!("{e}"),
    }
}

/// Steps that look at the picture (a capture, a measurement) or cast rays from the cameras (a
/// click: mesh picking).
fn needs_drawing(step: &Step) -> bool {
    matches!(step, Step::Shot(_) | Step::Measure(..) | Step::Click(_) | Step::Touch(..))
}

fn run(
    mut commands: Commands,
    time: Res<Time>,
    timeout: Res<Timeout>,
    mut script: ResMut<Script>,
    mut done: ResMut<ShotDone>,
    screen: Res<State<Screen>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut measurement: ResMut<Measurement>,
    mut windows: Query<(Entity, &mut Window)>,
    mut keys: MessageWriter<KeyboardInput>,
    mut cursor: MessageWriter<CursorMoved>,
    mut buttons: MessageWriter<MouseButtonInput>,
    mut fingers: MessageWriter<TouchInput>,
    mut exit: MessageWriter<AppExit>,
    mut settings: ResMut<crate::persistence::settings::Settings>,
    (mut draw, pending, mut clock, online): (
        Option<ResMut<Drawing>>,
        Option<Res<PendingPipelines>>,
        ResMut<Time<Virtual>>,
        Option<Res<crate::games::online::Online>>,
    ),
) {
    script.elapsed += time.delta_secs();
    // Draw while a click, a capture or a measurement is under way, and from a few frames before
    // the next step that needs the picture.
    let next_needs_drawing = script.steps.front().is_some_and(needs_drawing);
    if let Some(draw) = &mut draw {
        draw.wanted = script.click.is_some()
            || script.finger.is_some()
            || script.shot_pending.is_some()
            || measurement.0.is_some()
            || (next_needs_drawing && script.idle <= drawing::LEAD_FRAMES);
    }
    if script.elapsed > timeout.0 {
        error!("script: timed out on {:?} (screen {:?})", script.steps.front(), screen.get());
        exit.write(AppExit::error());
        return;
    }
    let window = windows.iter().next().map_or(Entity::PLACEHOLDER, |(e, _)| e);
    let key = |code: KeyCode, state: ButtonState| KeyboardInput {
        key_code: code,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window,
    };
    if let Some((at, down)) = script.click.take() {
        let state = if down { ButtonState::Released } else { ButtonState::Pressed };
        buttons.write(MouseButtonInput { button: MouseButton::Left, state, window });
        if !down {
            script.click = Some((at, true));
        } else {
            script.idle = 2;
        }
        return;
    }
    if let Some((at, left)) = script.finger.take() {
        if left > 0 {
            script.finger = Some((at, left - 1));
        } else {
            fingers.write(TouchInput { phase: TouchPhase::Ended, position: at, window, force: None, id: 0 });
            script.idle = 2;
        }
        return;
    }
    if let Some(code) = script.key_down.take() {
        keys.write(key(code, ButtonState::Released));
        script.idle = 2;
        return;
    }
    if measurement.0.is_some() {
        return;
    }
    if let Some(path) = &script.shot_pending {
        if !done.0 {
            return;
        }
        info!("script: saved {path}");
        script.shot_pending = None;
    }
    if script.idle > 0 {
        script.idle -= 1;
        return;
    }
    let Some(step) = script.steps.front().cloned() else { return };
    // While the renderer catches up, the game's clock stands still, so that the step sees the
    // game at the moment it would have seen it had every frame been drawn.
    if let (true, Some(draw), Some(pending)) = (next_needs_drawing, &mut draw, &pending)
        && !draw.ready(pending)
    {
        if !clock.is_paused() {
            clock.pause();
            draw.held_clock = true;
        }
        return;
    }
    if let Some(draw) = &mut draw
        && std::mem::take(&mut draw.held_clock)
    {
        clock.unpause();
    }
    if !matches!(step, Step::Wait(_)) {
        debug!("script: {step:?}");
    }
    match step {
        Step::Wait(s) => {
            if *screen.get() != s {
                return;
            }
            script.idle = SETTLE_FRAMES;
        }
        Step::Phase(p) => {
            if phase.as_ref().is_none_or(|s| *s.get() != p) {
                return;
            }
        }
        Step::Frames(n) => script.idle = n,
        Step::Host(game, seats) => {
            let setup = crate::games::seats::MatchSetup { game, seats, variant: 0, lesson: false };
            set_up(&mut commands, setup, Screen::Lobby);
        }
        Step::Join(code) => {
            let code = code.clone();
            commands.queue(move |world: &mut World| {
                let settings = world.resource::<crate::persistence::settings::Settings>().clone();
                let server = crate::screens::join::server(&settings, world.get_resource());
                let tokens = crate::screens::join::tokens(&settings, &server, &code);
                let online =
                    crate::games::online::Online::join(&server, &settings.online_name, &code, &tokens);
                world.insert_resource(online);
                world.resource_mut::<NextState<Screen>>().set(Screen::Lobby);
            });
        }
        Step::Learn(game) => {
            let seats = vec![crate::games::seats::SeatKind::Human];
            let setup = crate::games::seats::MatchSetup { game, seats, variant: 0, lesson: true };
            set_up(&mut commands, setup, Screen::Playing);
        }
        Step::Name(name) => settings.online_name = name,
        Step::Server(url) => settings.server = url,
        Step::Play(left) => {
            let now = phase.as_ref().map(|p| *p.get());
            let over = now == Some(TurnPhase::Over) || *screen.get() == Screen::Results;
            if !over && left != Some(0) {
                if now == Some(TurnPhase::Deciding) && *screen.get() == Screen::Playing {
                    // Enter twice, then an arrow. A piece picked up with Enter hands the focus
                    // to its first destination, which the second Enter takes (an arrow there
                    // would walk off it, and a pick and a walk in turn can circle for ever).
                    // Where Enter took nothing (a Morris point already taken), the focus walks
                    // on, each time a direction of its own so that it reaches every point of a
                    // board whose rows do not wrap.
                    script.walked += 1;
                    const WALK: [KeyCode; 4] =
                        [KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::ArrowLeft, KeyCode::ArrowUp];
                    let enter = !script.walked.is_multiple_of(3);
                    let code = if enter {
                        KeyCode::Enter
                    } else {
                        let walks = script.walked as usize / 3;
                        WALK[(walks * 7 + walks / 3) % 4]
                    };
                    keys.write(key(code, ButtonState::Pressed));
                    script.key_down = Some(code);
                    if let (true, Some(Step::Play(Some(n)))) = (enter, script.steps.front_mut()) {
                        *n -= 1;
                    }
                }
                return;
            }
        }
        Step::Room => {
            let ready = online.is_some_and(|o| !o.code.is_empty() && o.held().next().is_some());
            if !ready {
                return;
            }
        }
        Step::Type(text) => {
            for c in text.chars() {
                for state in [ButtonState::Pressed, ButtonState::Released] {
                    keys.write(KeyboardInput {
                        key_code: KeyCode::Unidentified(bevy::input::keyboard::NativeKeyCode::Unidentified),
                        logical_key: Key::Character(c.to_string().into()),
                        state,
                        text: (state == ButtonState::Pressed).then(|| c.to_string().into()),
                        repeat: false,
                        window,
                    });
                }
            }
            script.idle = 2;
        }
        Step::Key(code) => {
            keys.write(key(code, ButtonState::Pressed));
            script.key_down = Some(code);
        }
        Step::Click(at) => {
            // The UI reads the window's cursor position; picking reads the cursor messages.
            for (_, mut w) in &mut windows {
                w.set_cursor_position(Some(at));
            }
            cursor.write(CursorMoved { window, position: at, delta: None });
            script.click = Some((at, false));
        }
        Step::Touch(at, frames) => {
            fingers.write(TouchInput {
                phase: TouchPhase::Started,
                position: at,
                window,
                force: None,
                id: 0,
            });
            script.finger = Some((at, frames));
        }
        Step::Size(size) => {
            for (_, mut w) in &mut windows {
                w.resolution.set(size.x as f32, size.y as f32);
            }
            script.idle = SETTLE_FRAMES;
        }
        Step::Shot(path) => {
            if let Some(dir) = std::path::Path::new(&path).parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            done.0 = false;
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path.clone()))
                .observe(|_: On<ScreenshotCaptured>, mut done: ResMut<ShotDone>| done.0 = true);
            script.shot_pending = Some(path);
            // The file is written when the capture arrives (the step waits for it); then a breath.
            script.idle = 2;
        }
        Step::Measure(span, label) => measurement.0 = Some(Measuring::new(span, label)),
        Step::Lang(lang) => {
            settings.language = Some(lang);
            script.idle = 2;
        }
        Step::Scale(percent) => {
            settings.ui_scale = percent;
            script.idle = 2;
        }
        Step::Fit => commands.queue(|world: &mut World| {
            let spills = fit::spills(world);
            for line in &spills {
                error!("fit: {line}");
            }
            if spills.is_empty() {
                info!("fit: every text inside its panel");
            } else {
                world.write_message(AppExit::error());
            }
        }),
        Step::Quit => {
            if let Some(draw) = &draw {
                info!("script: {} of {} frames drawn", draw.drawn, draw.frames);
            }
            exit.write(AppExit::Success);
        }
    }
    script.steps.pop_front();
}
