import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { contactMessages } from "../../../../core/contact/messages";
import { interfaceTables } from "../../../i18n/tables";
import ContactDialog from "../ContactDialog";
import { contactFormTexts } from "../test-support/contact-form-texts";

const texts = contactFormTexts;

function deferredFetch() {
  let answer!: (response: Response | Error) => void;
  const fetchMock = jest.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answer = (r) => (r instanceof Error ? reject(r) : resolve(r));
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  // The form reads the answer over a few promises; Preact's act does not wait for them, as React's did, so the
  // answer settles over one real task (the fake timers' clock stays where it is).
  const settle = (r: Response | Error) =>
    act(async () => {
      answer(r);
      await jest.advanceTimersByTimeAsync(0);
    });
  return { fetchMock, answer: settle };
}

const okResponse = () => ({ ok: true, status: 200, json: async () => ({ ok: true }) }) as Response;

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Anna");
  await user.type(screen.getByLabelText("E-Mail"), "anna@example.org");
  await user.type(screen.getByLabelText("Nachricht"), "Hallo!");
}

describe("ContactDialog", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("is a labelled dialog with the consent linking to the privacy policy", () => {
    render(<ContactDialog texts={texts} isOpen onClose={() => {}} />);
    expect(screen.getByRole("dialog", { name: "Kontakt aufnehmen" })).toBeInTheDocument();
    expect(screen.getByLabelText("E-Mail")).toHaveAttribute("type", "email");
    for (const label of ["Name", "E-Mail", "Nachricht"]) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz/");
  });

  it("links the privacy policy its texts name, that of the page's language", () => {
    render(<ContactDialog texts={{ ...texts, privacyPage: "/en/privacy/" }} isOpen onClose={() => {}} />);
    expect(screen.getByRole("link", { name: texts.privacyLinkText })).toHaveAttribute("href", "/en/privacy/");
  });

  it("keeps the send button disabled until consent is given", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ContactDialog texts={texts} isOpen onClose={() => {}} />);
    const send = screen.getByRole("button", { name: "Nachricht senden" });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole("checkbox"));
    expect(send).toBeEnabled();
  });

  it("sends, shows 'Wird gesendet …', then thanks, clears the form and closes after 2000 ms", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { fetchMock, answer } = deferredFetch();
    const onClose = jest.fn();
    render(<ContactDialog texts={texts} isOpen onClose={onClose} />);
    await fillForm(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));

    expect(screen.getByRole("button", { name: "Wird gesendet …" })).toBeDisabled();
    // Every field, the hidden one included, is disabled while the request is under way.
    const controls = [...document.querySelectorAll("input, textarea")];
    expect(controls.map((control) => control.getAttribute("name"))).toEqual(["name", "email", "message", "website", "agreed_to_agbs"]);
    for (const control of controls) expect(control).toBeDisabled();
    // The disabled button gave up focus: it is on the dialog's heading, inside the dialog.
    expect(screen.getByRole("heading", { name: "Kontakt aufnehmen" })).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/send-email");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json", "x-api-key": "local-contact-form" });
    expect(JSON.parse(init.body as string)).toEqual({ name: "Anna", email: "anna@example.org", message: "Hallo!", agreed_to_agbs: true });

    await answer(okResponse());
    expect(screen.getByRole("status")).toHaveTextContent("Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.");
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByRole("checkbox")).not.toBeChecked();

    act(() => jest.advanceTimersByTime(1999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a non-OK answer", () => ({ ok: false, status: 502, json: async () => ({}) }) as Response],
    ["a 503 that is no preview's", () => ({ ok: false, status: 503, json: async () => ({ error: "Später." }) }) as Response],
    ["a network failure", () => new TypeError("Failed to fetch")],
  ])("shows the red error on %s, keeps the values and stays open", async (_case, result) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { answer } = deferredFetch();
    const onClose = jest.fn();
    render(<ContactDialog texts={texts} isOpen onClose={onClose} />);
    await fillForm(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    await answer(result());

    expect(screen.getByRole("alert")).toHaveTextContent("Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.");
    expect(screen.getByLabelText("Name")).toHaveValue("Anna");
    expect(screen.getByLabelText("Nachricht")).toHaveValue("Hallo!");
    act(() => jest.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toHaveAttribute("open");
  });

  it("on a preview of the site, says in red that nothing is sent there, keeps the values and stays open", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { answer } = deferredFetch();
    const onClose = jest.fn();
    render(<ContactDialog texts={texts} isOpen onClose={onClose} />);
    await fillForm(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    const notice = contactMessages.de.preview;
    await answer({ ok: false, status: 503, json: async () => ({ error: notice, preview: true }) } as Response);

    // The endpoint's notice, in the language the request named: the dialog carries none of its own.
    expect(screen.getByRole("alert")).toHaveTextContent(notice);
    expect(screen.getByRole("alert")).toHaveAttribute("data-result", "error");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByLabelText("Nachricht")).toHaveValue("Hallo!");
    act(() => jest.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("clears the banner when the visitor sends again", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = deferredFetch();
    render(<ContactDialog texts={texts} isOpen onClose={() => {}} />);
    await fillForm(user);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    await first.answer(new TypeError("offline"));
    expect(screen.getByRole("alert")).toHaveTextContent(/Fehler/);

    deferredFetch();
    await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("sends the hidden honeypot field only when a bot filled it", async () => {
    const { fetchMock } = deferredFetch();
    render(<ContactDialog texts={texts} isOpen onClose={() => {}} />);
    // A filled text field fires `input` in a browser, which Preact's onChange listens to (React's also heard `change`).
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Bot" } });
    fireEvent.input(screen.getByLabelText("E-Mail"), { target: { value: "bot@example.org" } });
    fireEvent.input(screen.getByLabelText("Nachricht"), { target: { value: "Spam" } });
    fireEvent.input(screen.getByLabelText("Website"), { target: { value: "http://spam.example" } });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.submit(screen.getByRole("button", { name: "Nachricht senden" }).closest("form")!);
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.website).toBe("http://spam.example");
  });

  it("closes with the close button", async () => {
    const onClose = jest.fn();
    render(<ContactDialog texts={texts} isOpen onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(onClose).toHaveBeenCalled();
  });

  describe("on an English page", () => {
    const english = interfaceTables.en;
    const { closeDialog, sending, sendSuccess, sendError } = english;
    const englishTexts = { ...texts, language: "en" as const, labels: { closeDialog, sending, sendSuccess, sendError } };

    it("asks the endpoint for English answers and speaks in the English labels its texts bring", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { fetchMock, answer } = deferredFetch();
      render(<ContactDialog texts={englishTexts} isOpen onClose={() => {}} />);
      await fillForm(user);
      await user.click(screen.getByRole("checkbox"));
      await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
      expect(screen.getByRole("button", { name: english.sending })).toBeDisabled();
      expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe("/api/send-email?lang=en");
      await answer(new TypeError("offline"));
      expect(screen.getByRole("alert")).toHaveTextContent(english.sendError);
      await user.click(screen.getByRole("button", { name: "Nachricht senden" }));
      await answer(okResponse());
      expect(screen.getByRole("status")).toHaveTextContent(english.sendSuccess);
    });
  });
});
