//! The title screen over the lit table: the four games, Replays and Statistics (once a match is
//! finished), Settings and Quit.

use crate::assets::Fonts;
use crate::games::catalogue;
use crate::games::seats::MatchSetup;
use crate::games::{Resumable, ResumeRequest};
use crate::i18n::{Msg, Words};
use crate::persistence::store::Store;
use crate::state::Menu;
use crate::state::Screen;
use crate::theme::interaction::{Activated, Focus, FocusLayer};
use crate::theme::{palette, widget};
use bevy::prelude::*;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TitleButton {
    Resume,
    Game(&'static str),
    Online,
    Replays,
    Statistics,
    Settings,
    Quit,
}

#[derive(Component)]
struct Tagline;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn.after(crate::games::look_for_save));
    app.add_systems(
        Update,
        (activate, show_tagline, show_online)
            .run_if(in_state(Screen::Title))
            .in_set(crate::state::AppSystems::Update),
    );
}

fn spawn(mut commands: Commands, fonts: Res<Fonts>, saved: Res<Resumable>, store: Res<Store>) {
    let f = Some(&*fonts);
    // Replays appear once a match has been finished.
    let replays = crate::games::replays::any(&store);
    let statistics = super::statistics::any(&store);
    let games = catalogue::games();
    commands
        .spawn((
            Name::new("Title screen"),
            DespawnOnExit(Screen::Title),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                padding: UiRect { left: percent(7), top: px(12), bottom: px(52), ..default() },
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::Center,
                align_items: AlignItems::FlexStart,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|root| {
            root.spawn(widget::heading(f, Msg::new("parlour"), 96.0));
            root.spawn((
                widget::text(f, Msg::new("title-tagline"), 22.0, palette::BRASS_LIGHT),
                Node { margin: UiRect::bottom(px(18)), ..default() },
            ));
            root.spawn(widget::panel(380.0)).with_children(|panel| {
                if saved.0.is_some() {
                    panel.spawn((
                        widget::button(f, Msg::new("title-resume"), -1, FocusLayer::SCREEN),
                        TitleButton::Resume,
                    ));
                    panel.spawn(Node { height: px(6), ..default() });
                }
                for (i, game) in games.iter().enumerate() {
                    panel.spawn((
                        widget::button(f, game.name.clone(), i as i32, FocusLayer::SCREEN),
                        TitleButton::Game(game.id),
                    ));
                }
                panel.spawn(Node { height: px(6), ..default() });
                panel.spawn((
                    widget::button(f, Msg::new("title-online"), 8, FocusLayer::SCREEN),
                    TitleButton::Online,
                ));
                panel.spawn((
                    OnlineLine,
                    widget::text(f, "", 17.0, palette::BRASS_LIGHT),
                    Node { display: Display::None, align_self: AlignSelf::Center, ..default() },
                ));
                if replays {
                    panel.spawn((
                        widget::button(f, Msg::new("title-replays"), 9, FocusLayer::SCREEN),
                        TitleButton::Replays,
                    ));
                }
                if statistics {
                    panel.spawn((
                        widget::button(f, Msg::new("title-statistics"), 10, FocusLayer::SCREEN),
                        TitleButton::Statistics,
                    ));
                }
                panel.spawn((
                    widget::button(f, Msg::new("menu-settings"), 11, FocusLayer::SCREEN),
                    TitleButton::Settings,
                ));
                #[cfg(not(target_arch = "wasm32"))]
                panel.spawn((
                    widget::button(f, Msg::new("title-quit"), 12, FocusLayer::SCREEN),
                    TitleButton::Quit,
                ));
            });
            root.spawn((
                Tagline,
                widget::text(f, "", 19.0, palette::TEXT),
                Node { margin: UiRect::top(px(16)), max_width: px(520), ..default() },
                TextShadow { offset: Vec2::new(1.0, 2.0), color: Color::srgba(0.0, 0.0, 0.0, 0.8) },
            ));
        });
}

fn activate(
    mut activated: MessageReader<Activated>,
    buttons: Query<&TitleButton>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_menu: ResMut<NextState<Menu>>,
    mut setup: ResMut<MatchSetup>,
    mut saved: ResMut<Resumable>,
    mut resume: ResMut<ResumeRequest>,
    mut exit: MessageWriter<AppExit>,
) {
    for a in activated.read() {
        let Ok(button) = buttons.get(a.entity) else { continue };
        if a.step != 0 {
            continue;
        }
        match button {
            TitleButton::Resume => {
                if let Some(m) = saved.0.take() {
                    resume.0 = Some(m);
                    next_screen.set(Screen::Playing);
                }
            }
            TitleButton::Game(id) => {
                if let Some(game) = catalogue::game(id) {
                    *setup = MatchSetup::for_game(&game);
                    next_screen.set(Screen::Setup);
                }
            }
            TitleButton::Online => next_screen.set(Screen::Online),
            TitleButton::Replays => next_screen.set(Screen::Replays),
            TitleButton::Statistics => next_screen.set(Screen::Statistics),
            TitleButton::Settings => next_menu.set(Menu::Settings),
            TitleButton::Quit => {
                exit.write(AppExit::Success);
            }
        }
    }
}

/// Under the Online button: this screen's online matches, as their servers answered.
#[derive(Component)]
struct OnlineLine;

fn show_online(
    mine: Res<crate::online::mine::MyMatches>,
    mut lines: Query<(&mut Words, &mut Node), With<OnlineLine>>,
) {
    let (turns, open) = (mine.your_turn(), mine.open());
    let line: Words = match (turns, open) {
        (0, 0) => Words::default(),
        (0, n) => Msg::new("title-online-open").with("count", n as i64).into(),
        (n, _) => Msg::new("title-online-turns").with("count", n as i64).into(),
    };
    for (mut words, mut node) in &mut lines {
        let display = if open == 0 { Display::None } else { Display::Flex };
        if node.display != display {
            node.display = display;
        }
        words.set_if_neq(line.clone());
    }
}

/// Under the menu, a line about the focused game.
fn show_tagline(
    focus: Res<Focus>,
    saved: Res<Resumable>,
    buttons: Query<&TitleButton>,
    mut text: Query<&mut Words, With<Tagline>>,
) {
    if !focus.is_changed() {
        return;
    }
    let line: Words = match focus.0.and_then(|e| buttons.get(e).ok()) {
        Some(TitleButton::Resume) => saved.0.as_ref().map_or_else(Words::default, |s| {
            Msg::new("title-resume-tagline").with("what", s.summary()).into()
        }),
        Some(TitleButton::Game(id)) => catalogue::game(id).map_or_else(Words::default, |g| g.tagline.into()),
        Some(TitleButton::Online) => Msg::new("title-online-tagline").into(),
        Some(TitleButton::Replays) => Msg::new("title-replays-tagline").into(),
        Some(TitleButton::Statistics) => Msg::new("title-statistics-tagline").into(),
        Some(TitleButton::Settings) => Msg::new("title-settings-tagline").into(),
        _ => Words::default(),
    };
    for mut t in &mut text {
        t.set_if_neq(line.clone());
    }
}
