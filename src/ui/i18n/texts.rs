//! The catalogue of fixed texts, each in English and Dutch.

use super::{Bilingual, Lang};

macro_rules! texts {
    ($($(#[$doc:meta])* $name:ident => $en:literal, $nl:literal;)*) => {
        /// A fixed text of the app.
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub enum Text {
            $($(#[$doc])* $name,)*
        }

        /// Every text in English and Dutch, in the order of [`Text`].
        const CATALOGUE: &[Bilingual] = &[$(Bilingual { en: $en, nl: $nl },)*];

        impl Text {
            /// Every text, for checking the catalogue.
            pub const ALL: &'static [Text] = &[$(Text::$name,)*];

            /// The text in `lang`.
            pub fn get(self, lang: Lang) -> &'static str {
                CATALOGUE[self as usize].get(lang)
            }
        }
    };
}

texts! {
    /// The board's name and how to use it from the keyboard.
    BoardLabel => "Game board: arrow keys move, Enter picks up and puts down, Escape cancels",
        "Speelbord: pijltjestoetsen verplaatsen, Enter pakt op en zet neer, Escape annuleert";
    GameLabel => "Game", "Spel";
    BoardSize => "Board", "Bord";
    OtherSize => "Other size", "Andere grootte";
    /// Under the board's choice, for 5x5 and 5x6.
    SolvedBoard => "A solved board: as club, expert or master, the AI plays it perfectly, and the analysis says who wins in how many moves.",
        "Een opgelost bord: als clubspeler, expert of meester speelt de AI het foutloos, en de analyse zegt wie wint in hoeveel zetten.";
    /// Under the board's choice, for 6x5, whose table says only who wins, to 8 plies.
    SolvedOpening => "A solved board: the first player wins. As club, expert or master, the AI plays the opening perfectly, and the analysis says who wins wherever it can prove it.",
        "Een opgelost bord: wie begint, wint. Als clubspeler, expert of meester speelt de AI de opening foutloos, en de analyse zegt wie wint waar ze dat kan bewijzen.";
    Ranks => "Ranks", "Rijen";
    Files => "Files", "Lijnen";
    FirstToMove => "First to move", "Begint";
    White => "White", "Wit";
    Black => "Black", "Zwart";
    WhitePiece => "white piece", "witte steen";
    BlackPiece => "black piece", "zwarte steen";
    WhiteStone => "white stone", "witte steen";
    BlackStone => "black stone", "zwarte steen";
    WhitePair => "two white stones", "twee witte stenen";
    BlackPair => "two black stones", "twee zwarte stenen";
    SetupBoardLabel => "Setup board", "Opstellingsbord";
    Empty => "empty", "leeg";
    Selected => "selected", "gekozen";
    Capture => "capture", "verovering";
    MoveHere => "move here", "hierheen";
    ExplodeHere => "explodes next", "ontploft hierna";
    ChooseExplosion => "Several squares are over capacity: choose which explodes next.", "Meerdere velden zijn te vol: kies welk veld eerst ontploft.";
    Pass => "Pass", "Passen";
    Hint => "Hint", "Tip";
    EvaluationBar => "Evaluation bar", "Evaluatiebalk";
    ShowThreats => "Show threats", "Dreigingen tonen";
    HintSearching => "Looking for a hint…", "Tip zoeken…";
    HintTaken => "hint", "tip";
    LinkWithReview => "With the review", "Met de analyse";
    Review => "Review", "Analyse";
    ReviewFast => "Fast review", "Snelle analyse";
    ReviewDeep => "Deep review", "Grondige analyse";
    ReviewCancel => "Stop the review", "Analyse stoppen";
    ReviewProgress => "Reviewing the game", "De partij wordt geanalyseerd";
    ReviewExplained => "The AI looks at the start of every turn; turns that lose much of their side's winning chances are marked.",
        "De computer bekijkt het begin van elke beurt; beurten die veel van de winkans van hun kant verspelen, worden gemarkeerd.";
    EvaluationGraph => "Evaluation graph: click a point to see that position", "Evaluatiegrafiek: klik op een punt om die stand te zien";
    Inaccuracy => "inaccuracy", "onnauwkeurigheid";
    Mistake => "mistake", "fout";
    Blunder => "blunder", "blunder";
    InaccuracyTitle => "Inaccuracy", "Onnauwkeurigheid";
    MistakeTitle => "Mistake", "Fout";
    BlunderTitle => "Blunder", "Blunder";
    BetterWas => "Better was", "Beter was";
    Analyse => "Analysis board", "Analysebord";
    BackToGame => "Back to the game", "Terug naar de partij";
    AnalysisNote => "Analysis board: try moves for both sides; the game itself stays as it was.",
        "Analysebord: probeer zetten voor beide kanten; de partij zelf blijft zoals ze was.";
    BestLine => "Best line", "Beste voortzetting";
    Allowed => "allowed", "toegestaan";
    GoldFlagship => "gold flagship", "gouden vlaggeschip";
    GoldEscort => "gold escort", "gouden escorteschip";
    SilverShip => "silver ship", "zilveren schip";
    Gold => "Gold", "Goud";
    Silver => "Silver", "Zilver";
    Person => "Person", "Persoon";
    NewGame => "New game", "Nieuw spel";
    StartLabel => "Start", "Begin";
    StartButton => "Start", "Beginnen";
    StartStandard => "Standard position (lid suggestion 2)", "Standaardopstelling (dekselvoorbeeld 2)";
    StartLid1 => "Lid suggestion 1 (diamond)", "Dekselvoorbeeld 1 (ruit)";
    StartLid3 => "Lid suggestion 3 (frame)", "Dekselvoorbeeld 3 (kader)";
    StartLid4 => "Lid suggestion 4 (block)", "Dekselvoorbeeld 4 (blok)";
    StartRandom => "Random placement", "Willekeurige opstelling";
    StartFree => "Free setup (drag the pieces)", "Vrije opstelling (sleep de stukken)";
    Moves => "Moves", "Zetten";
    Share => "Share", "Delen";
    LinkToGame => "Link to this game", "Link naar dit spel";
    CopyLink => "Copy link", "Link kopiëren";
    Copied => "Copied", "Gekopieerd";
    NotCopied => "Not copied: select the link and copy it", "Niet gekopieerd: selecteer de link en kopieer hem";
    GameRecord => "Game record (text)", "Partijverslag (tekst)";
    ImportPlaceholder => "Paste a game record to import", "Plak een partijverslag om te importeren";
    Import => "Import", "Importeren";
    Settings => "Settings", "Instellingen";
    ShowCoordinates => "Show coordinates", "Coördinaten tonen";
    AnimateAi => "Animate the AI's moves", "Zetten van de computer animeren";
    /// The setting of the page's colour scheme, and its choices.
    Theme => "Theme", "Thema";
    ThemeSystem => "System", "Systeem";
    ThemeLight => "Light", "Licht";
    ThemeDark => "Dark", "Donker";
    /// The setting of the board's colours, and its choices.
    BoardColours => "Board", "Bord";
    BoardWood => "Wood", "Hout";
    BoardSea => "Sea", "Zee";
    BoardSlate => "Slate", "Leisteen";
    MoveSounds => "Move sounds", "Geluid bij zetten";
    Language => "Language", "Taal";
    BrowserLanguage => "Browser's language", "Taal van de browser";
    Undo => "Undo", "Terugnemen";
    Redo => "Redo", "Opnieuw";
    FlipBoard => "Flip board", "Bord draaien";
    MoveNow => "Move now", "Zet nu";
    Ok => "OK", "OK";
    Reload => "Reload", "Herladen";
    UpdateReady => "A new version of Breakthru is ready.", "Er is een nieuwe versie van Breakthru klaar.";
    MeasureSpeed => "Measure AI speed", "Snelheid van de computer meten";
    Measuring => "Measuring…", "Bezig met meten…";
    EngineLoading => "Engine loading…", "Computer wordt geladen…";
    EngineRestarting => "Engine restarting…", "Computer start opnieuw…";
    TryAgain => "Try again", "Opnieuw proberen";
    PlayBothSides => "Play both sides yourself", "Zelf beide kanten spelen";
    Thinking => "The AI is thinking…", "De computer denkt na…";
    /// The evaluation bar while the position shown has no score yet.
    Evaluating => "Evaluating…", "Bezig met beoordelen…";
    Draw => "Draw", "Remise";
    GameOver => "Game over", "Spel afgelopen";
    OtherTab => "Another tab saved a different game. This tab stops saving until you choose.",
        "Een ander tabblad heeft een ander spel opgeslagen. Dit tabblad slaat niets meer op tot u kiest.";
    LoadOtherTab => "Load that game", "Dat spel laden";
    KeepThisTab => "Keep this game", "Dit spel houden";
    OpenedShared => "Opened the shared game. Both sides are played here by people; start a new game to play the AI.",
        "Het gedeelde spel is geopend. Beide kanten worden hier door personen gespeeld; begin een nieuw spel om tegen de computer te spelen.";
    ConfirmNewGame => "Start a new game? It replaces the game in progress on the board; that one stays in My games.",
        "Een nieuw spel beginnen? Het vervangt het spel dat bezig is op het bord; dat blijft in Mijn partijen.";
    Rematch => "Rematch", "Revanche";
    Pause => "Pause", "Pauze";
    Resume => "Resume", "Verder";
    Step => "Step", "Eén beurt";
    Players => "Players", "Spelers";
    ToMove => "to move", "aan zet";
    ConfirmReplace => "Open the shared game? It replaces the game in progress on the board; that one stays in My games.",
        "Het gedeelde spel openen? Het vervangt het spel dat bezig is op het bord; dat blijft in Mijn partijen.";
    NoStorage => "This browser does not let the app save games.", "Deze browser laat de app geen spellen opslaan.";
    SaveFailed => "The game could not be saved: this browser's storage is full or blocked. Everything saved before is kept; delete finished games in My games to make room.",
        "Het spel kon niet worden opgeslagen: de opslag van deze browser is vol of geblokkeerd. Alles wat eerder is opgeslagen, blijft bewaard; verwijder afgelopen partijen in Mijn partijen om ruimte te maken.";
    /// A part of the app that could not be downloaded (offline before it was kept).
    PartNotLoaded => "This part of the app could not be loaded: the app is offline and had not kept it yet. Everything else still works; it loads when you open it again while online.",
        "Dit deel van de app kon niet worden geladen: de app is offline en had het nog niet bewaard. Al het andere werkt nog; het laadt als u het opnieuw opent terwijl u online bent.";
    StandardRing => "Standard ring", "Standaardring";
    Random => "Random", "Willekeurig";
    Clear => "Clear", "Wissen";
    Back => "Back", "Terug";
    Done => "Done", "Klaar";
    GoldFirst => "Gold moves first", "Goud begint";
    SilverFirst => "Silver moves first", "Zilver begint";
    CancelSetup => "Cancel setup", "Opstelling afbreken";
    ChooseFirst => "Gold: choose who moves first", "Goud: kies wie begint";
    AiPlacing => " (the AI is placing)", " (de computer stelt op)";
    Rules => "Rules", "Spelregels";
    RulesLoading => "Loading the rules…", "De spelregels worden geladen…";
    RulesFailed => "The rules could not be loaded: this page needs a connection the first time.", "De spelregels konden niet worden geladen: deze pagina heeft de eerste keer een verbinding nodig.";
    Play => "Play", "Spelen";
    /// The analysis board's place (the review is [`Text::Review`]).
    Analysis => "Analysis", "Analysebord";
    Places => "Places", "Onderdelen";
    /// The page of an address that names no place, and what it says above the places.
    NoSuchPage => "No such page", "Deze pagina bestaat niet";
    NoSuchPageExplained => "The address names no page of Breakthru. Go to one of these:",
        "Het adres noemt geen pagina van Breakthru. Ga naar een van deze:";
    Menu => "Menu", "Menu";
    About => "About", "Over";
    Close => "Close", "Sluiten";
    Controls => "Game controls", "Spelknoppen";
    AFriend => "A friend, by link", "Een vriend, via een link";
    FriendHelp => "Allow the AI's help (hint, bar, threats, analysis) in this game",
        "Hulp van de AI (hint, balk, dreigingen, analyse) toestaan in dit spel";
    HelpOff => "No AI help in this game with a friend (you both agreed so) until it ends.",
        "Geen hulp van de AI in dit spel met een vriend (zo afgesproken) tot het afgelopen is.";
    SendMove => "Send your move", "Uw zet versturen";
    UndoUntilSent => "You can take your move back until you send it.", "U kunt uw zet terugnemen tot u hem verstuurt.";
    Sent => "Sent. When your friend answers, open the link they send you.", "Verstuurd. Open de link die uw vriend terugstuurt.";
    FriendLinkLabel => "Link for your friend", "Link voor uw vriend";
    MyGames => "My games", "Mijn partijen";
    /// A list of games that could not be read, offered back in My games.
    KeptAsideList => "A list of games that could not be read was kept aside", "Een lijst van partijen die niet gelezen kon worden, is apart bewaard";
    RestoreKept => "Restore the list kept aside", "Apart bewaarde lijst terugzetten";
    DownloadKept => "Download it", "Downloaden";
    YourMove => "Your move", "U bent aan zet";
    Friend => "Friend", "Vriend";
    You => "You", "U";
    FriendMovesFirst => "Your friend moves first: send them the game.", "Uw vriend begint: stuur de partij door.";
    PersonHere => "Person here", "Persoon hier";
    Open => "Open", "Openen";
    Rename => "Rename opponent", "Tegenstander hernoemen";
    Delete => "Delete", "Verwijderen";
    Deleted => "Game deleted.", "Partij verwijderd.";
    ExportAll => "Export all", "Alles exporteren";
    ImportAll => "Import all", "Alles importeren";
    LinkStale => "This link is behind your game; nothing changed.", "Deze link loopt achter op uw partij; er is niets veranderd.";
    LinkExtended => "Your friend's move is in: the game is up to date.", "De zet van uw vriend is binnen: de partij is bijgewerkt.";
    LinkContradicts => "This link does not follow your game: it is kept as a separate copy in My games.",
        "Deze link volgt uw partij niet: hij is als aparte kopie bewaard in Mijn partijen.";
    Puzzles => "Puzzles", "Puzzels";
    PuzzleSet => "Puzzles of", "Puzzels van";
    AnyTheme => "Any theme", "Elk thema";
    PuzzlesLoading => "Loading the puzzles…", "De puzzels worden geladen…";
    PuzzlesFailed => "The puzzles could not be loaded: this page needs a connection the first time.",
        "De puzzels konden niet worden geladen: deze pagina heeft de eerste keer een verbinding nodig.";
    Retry => "Retry", "Opnieuw";
    Solution => "Solution", "Oplossing";
    NextPuzzle => "Next puzzle", "Volgende puzzel";
    RecentPuzzles => "Recent puzzles", "Recente puzzels";
    NoPuzzlesYet => "None yet: the puzzles you try appear here.",
        "Nog geen: de puzzels die u probeert, staan hier.";
    PuzzleLinkLabel => "Link to this puzzle", "Link naar deze puzzel";
    PuzzleSolved => "solved", "opgelost";
    PuzzleFailed => "failed", "mislukt";
    /// The place that teaches the games.
    Learn => "Learn", "Leren";
    LessonsLoading => "Loading the lessons…", "De lessen worden geladen…";
    LessonsFailed => "The lessons could not be loaded: this page needs a connection the first time.",
        "De lessen konden niet worden geladen: deze pagina heeft de eerste keer een verbinding nodig.";
    Course => "Course", "Cursus";
    LessonSecondMove => "Now the second move.", "Nu de tweede zet.";
    LessonStepDone => "Well done.", "Goed gedaan.";
    ShowMe => "Show me", "Laat zien";
    NextStep => "Next", "Verder";
    NextLesson => "Next lesson", "Volgende les";
    CourseDone => "Course finished: you know the game. Play a first game against the Beginner?",
        "Cursus klaar: u kent het spel. Een eerste partij tegen de Beginner?";
    PlayBeginner => "Play the Beginner", "Speel tegen de Beginner";
    LessonsList => "Lessons", "Lessen";
    LearnFromMistakes => "Learn from your mistakes", "Leer van uw fouten";
    MistakeChecking => "Checking that turn…", "Die beurt wordt nagekeken…";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_both_languages() {
        for text in Text::ALL {
            for lang in Lang::ALL {
                assert!(!text.get(lang).trim().is_empty(), "{text:?} in {lang:?}");
            }
        }
        assert_eq!(Text::Undo.get(Lang::Nl), "Terugnemen");
    }

    #[test]
    fn the_analysis_board_and_the_review_have_their_own_names() {
        for lang in Lang::ALL {
            assert_ne!(Text::Analysis.get(lang), Text::Review.get(lang), "{lang:?}");
        }
        assert_eq!(Text::Analysis.get(Lang::Nl), Text::Analyse.get(Lang::Nl));
    }
}
