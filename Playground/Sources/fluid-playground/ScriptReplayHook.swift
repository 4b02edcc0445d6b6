import FluidInteractions

// MARK: - REPLAY HOOK (`--script FILE --at T`)
//
// This is the one place where a screenshot's model state comes from a
// gesture script. FluidInteractions has no replay runner yet; when it gets
// one (`ScriptReplay`), load the script here, make the model named by the
// script in the script's viewport, feed it the script's touches up to `time`,
// advance it to `time`, and return it. The caller renders `model.scene`.

/// The model of `scriptPath`'s interface after replaying the script up to
/// `time` seconds.
///
/// - Throws: always, for now: the replay runner is not available yet.
func replayedModel(script scriptPath: String, at time: Double) throws(PlaygroundFailure) -> any InteractionModel {
    throw PlaygroundFailure(message: "--script/--at is not available yet (no replay runner in FluidInteractions)")
}
