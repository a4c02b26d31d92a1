import MyCardsDisplayData
import MyCardsUI

/// Where a presenter puts a status line once its view controller is gone: a backend's answer after the Card scene
/// was left ("Uploaded") still reaches the user. The interactor waiting for that answer is held by the request
/// itself; nothing keeps a view controller alive for it.
@MainActor
package protocol StatusDisplayLogic: AnyObject {
    func displayStatus(_ status: StatusMessage)
}

/// The app's status line, as a display for lines about a scene that is gone: shown wherever the user is.
@MainActor
final class AppStatusLine: StatusDisplayLogic {
    private let shell: any StatusReporting

    init(shell: any StatusReporting) {
        self.shell = shell
    }

    func displayStatus(_ status: StatusMessage) {
        shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: nil)
    }
}
