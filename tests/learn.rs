//! The lessons (src/learn): every shipped task solvable by its own goal,
//! its hint accepted, a wrong try refused with a reason made from the
//! position, every text in every language; each goal kind; a broken
//! lessons file refused with its line and key; `yote learn --json` and
//! `--check`.

use yote::i18n::{AREAS, CATALOGUES, Lang};
use yote::learn::{self, Goal, Judge, LessonsProblem, Miss, Verdict};
use yote::words::Say;
use yote_engine::{Game, Rules, Setup};

use crate::support::cli::{json, ok, yote};

fn judge(rules: Rules, pos: &str, goal: Goal) -> Judge {
    let setup = Setup::parse(pos, &rules).expect("a position");
    Judge::new(Game::from_setup(rules, &setup).expect("valid rules"), goal)
}

fn small() -> Rules {
    Rules {
        rows: 4,
        columns: 4,
        pieces_per_player: 4,
        ..Rules::default()
    }
}

fn play(judge: &Judge, token: &str) -> Verdict {
    let mv = judge.game().parse_move(token).expect("legal");
    judge.judge(&mv)
}

#[test]
fn every_task_is_solvable_its_hint_right_and_a_wrong_try_has_a_reason() {
    let lessons = learn::shipped().expect("the shipped lessons read");
    assert!(lessons.len() >= 15, "{} lessons", lessons.len());
    for task in lessons.iter().flat_map(|l| &l.tasks) {
        let judge = Judge::new(task.game(), task.goal.clone());
        assert!(!judge.accepted().is_empty(), "{}: unsolvable", task.id);
        assert_eq!(judge.judge(&task.hint), Verdict::Right, "{}: hint", task.id);
        let legal = judge.game().legal_moves();
        let wrong = legal.iter().find(|m| !judge.meets(m));
        let wrong = wrong.unwrap_or_else(|| panic!("{}: no wrong move", task.id));
        let Verdict::Wrong(miss) = judge.judge(wrong) else {
            panic!("{}: {wrong} judged right", task.id)
        };
        assert!(!miss.say().is_empty());
    }
}

#[test]
fn every_lesson_text_is_in_every_language() {
    let lessons = learn::shipped().expect("read");
    for (l, lang) in Lang::ALL.iter().enumerate() {
        assert_eq!(AREAS.len(), CATALOGUES[l].len());
        let all: String = CATALOGUES[l].concat();
        for id in learn::text_ids(&lessons) {
            assert!(
                all.lines()
                    .any(|line| line.starts_with(&format!("{id} = "))),
                "{lang:?}: {id} missing"
            );
        }
    }
}

#[test]
fn capture_and_take_count_the_pieces() {
    let j = judge(small(), "3b/4/1b2/1w2 w 3 2 0", Goal::Capture(1));
    assert_eq!(play(&j, "b1xb3/d4"), Verdict::Right);
    let Verdict::Wrong(Miss::NoCapture { there }) = play(&j, "@a1") else {
        panic!("a drop captures nothing")
    };
    assert_eq!(there.to_string(), "b1xb3/d4");
    let j = judge(
        Rules {
            multi_jump: true,
            ..small()
        },
        "4/1b2/b3/w3 w 3 2 0",
        Goal::Capture(2),
    );
    assert_eq!(
        play(&j, "a1xa3/b3"),
        Verdict::Wrong(Miss::TooFew {
            taken: 1,
            needed: 2,
            there: j.game().parse_move("a1xa3xc3").unwrap()
        })
    );
    let j = judge(small(), "3b/4/1b2/1w2 w 3 2 0", Goal::Take(2));
    assert_eq!(play(&j, "b1xb3/d4"), Verdict::Right);
}

#[test]
fn safe_names_the_piece_and_the_jump() {
    let j = judge(small(), "4/4/1bw1/4 w 3 3 0", Goal::Safe);
    assert_eq!(play(&j, "@d2"), Verdict::Right);
    let Verdict::Wrong(Miss::Jumpable { piece, by }) = play(&j, "@a4") else {
        panic!("c2 is left to be jumped")
    };
    assert_eq!(piece.to_string(), "c2");
    assert_eq!(
        (by.from().to_string(), by.to().to_string()),
        ("b2".into(), "d2".into())
    );
    assert!(
        Miss::Jumpable { piece, by }.say().contains("b2xd2 "),
        "the reason names the jump"
    );
}

#[test]
fn win_is_proven_by_the_search() {
    let rules = Rules {
        bonus_move_after_capture: true,
        ..small()
    };
    let j = judge(rules, "3b/1b2/b3/w3 w 3 1 0", Goal::Win(2));
    assert_eq!(play(&j, "a1xa3/d4"), Verdict::Right);
    assert!(matches!(
        play(&j, "a1xa3/b3"),
        Verdict::Wrong(Miss::NoWin { .. })
    ));
}

#[test]
fn best_allows_the_margin_and_says_by_how_much() {
    let j = judge(
        small(),
        "2b1/b3/1b2/1w2 w 3 1 0",
        Goal::Best {
            margin: 50,
            depth: 3,
        },
    );
    assert_eq!(play(&j, "b1xb3/a3"), Verdict::Right);
    let Verdict::Wrong(Miss::Worse { best, by }) = play(&j, "@d1") else {
        panic!("a drop is worse")
    };
    assert_eq!(best.to_string(), "b1xb3/a3");
    assert!(by > 50, "{by}");
}

#[test]
fn draw_and_list_and_the_sorts_of_move() {
    let rules = Rules {
        draw_when_both_have_at_most: 3,
        ..small()
    };
    let j = judge(rules, "4/2b1/b3/w3 w 2 2 0", Goal::Draw);
    assert_eq!(play(&j, "a1xa3/c3"), Verdict::Right);
    assert_eq!(play(&j, "@d4"), Verdict::Wrong(Miss::NoDraw));
    let j = judge(small(), "4/4/4/4 w 4 4 0", Goal::Step);
    assert_eq!(play(&j, "@a1"), Verdict::Wrong(Miss::NotAStep));
    let j = judge(small(), "4/4/1w2/4 w 3 4 0", Goal::Drop);
    assert_eq!(play(&j, "b2-b3"), Verdict::Wrong(Miss::NotADrop));
    let list = vec![j.game().parse_move("@a1").unwrap()];
    let j = judge(small(), "4/4/1w2/4 w 3 4 0", Goal::List(list));
    assert_eq!(play(&j, "@a1"), Verdict::Right);
    assert!(matches!(
        play(&j, "@a2"),
        Verdict::Wrong(Miss::NotListed { .. })
    ));
}

#[test]
fn a_broken_lessons_file_is_refused_with_its_line_and_key() {
    let file = "[[lesson]]\nid = \"x\"\nrules = { rows = 3, columns = 3, pieces_per_player = 3 }\n\n\
                [[lesson.task]]\nid = \"t\"\npos = \"3/3/3w w 3 3 0\"\ngoal = \"drop\"\nhint = \"@a1\"\n";
    let e = learn::file::read(file).expect_err("a piece off the board");
    assert_eq!(
        (e.line, e.key.as_deref()),
        (Some(7), Some("lesson.task.pos"))
    );
    assert!(matches!(e.problem, LessonsProblem::Position(_)));
    let e = learn::file::read(
        &file
            .replace("\"drop\"", "\"fly\"")
            .replace("3/3/3w", "3/3/3"),
    )
    .expect_err("no such goal");
    assert_eq!(e.line, Some(8));
    let e = learn::file::read(&file.replace("3/3/3w", "3/3/3").replace("@a1", "@d4"))
        .expect_err("off the board");
    assert!(matches!(e.problem, LessonsProblem::Move { .. }));
    let e = learn::file::read("[[lesson]]\nid = 3\n").expect_err("not a lesson");
    assert!(matches!(e.problem, LessonsProblem::Shape(_)));
}

#[test]
fn learn_json_prints_every_task_as_data_and_check_passes() {
    let lessons = json(&["learn", "--json"]);
    let tasks: Vec<&serde_json::Value> = lessons
        .as_array()
        .expect("a list")
        .iter()
        .flat_map(|l| l["tasks"].as_array().expect("tasks"))
        .collect();
    assert!(tasks.len() >= 20);
    let first = tasks[0];
    assert_eq!(first["rules"].as_object().expect("rules").len(), 13);
    let position = json(&[
        "--set",
        "rows=3",
        "--set",
        "columns=3",
        "--set",
        "pieces_per_player=3",
        "position",
        "--json",
        "--from",
        first["pos"].as_str().unwrap(),
    ]);
    for key in ["board", "hand", "to_move", "pos"] {
        assert_eq!(first[key], position[key], "{key}");
    }
    assert!(ok(&["learn", "--check"]).contains("tasks checked"));
}

#[test]
fn learn_check_names_the_task_that_fails() {
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("lessons.toml");
    std::fs::write(
        &file,
        "[[lesson]]\nid = \"x\"\nrules = { rows = 3, columns = 3, pieces_per_player = 3 }\n\n\
         [[lesson.task]]\nid = \"every-drop\"\npos = \"3/3/3 w 3 3 0\"\ngoal = \"drop\"\nhint = \"@a1\"\n",
    )
    .expect("written");
    let out = yote(&["learn", "--check", "--file", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("every-drop"));
}
