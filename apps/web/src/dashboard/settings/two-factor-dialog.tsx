import { ArrowLeft, Copy, DownloadSimple } from "@phosphor-icons/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type User, limits, twoFactorFormSchema } from "@vitae/schema";
import { QRCodeSVG } from "qrcode.react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "@/api/auth-api";
import { toastApiError } from "@/api/toast-api-error";
import { userQuery, userQueryKey } from "@/api/user-query";
import { Button } from "@/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/ui/dialog";
import { type DialogMode, useDialogMode, useDialogStore } from "@/ui/dialog-store";
import { downloadFile } from "@/ui/download-file";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";
import { SubmitButton } from "@/ui/submit-button";
import { PasswordField, TextField } from "@/ui/text-field";
import { toast } from "@/ui/toast/toast-store";

/**
 * The two-factor dialog: create shows the setup QR code, update asks for a
 * code and enables 2FA, duplicate shows the backup codes once, delete disables 2FA.
 */
export function TwoFactorDialog() {
  const mode = useDialogMode("two-factor");
  const close = useDialogStore((state) => state.close);
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && close()}>
      {/* Mounted only while open, so the secret and the codes are gone once it closes. */}
      {mode && <TwoFactorFlow mode={mode} />}
    </Dialog>
  );
}

function TwoFactorFlow({ mode }: { mode: DialogMode }) {
  const { data: user } = useQuery(userQuery);
  const [uri, setUri] = useState("");
  const [backupCodes, setBackupCodes] = useState<string[]>([]);
  switch (mode) {
    case "create":
      return <SetupStep uri={uri} onUri={setUri} />;
    case "update":
      return <EnableStep onEnabled={setBackupCodes} />;
    case "duplicate":
      return <BackupCodesStep codes={backupCodes} />;
    case "delete":
      return <DisableStep user={user ?? null} />;
  }
}

function useSetTwoFactor() {
  const queryClient = useQueryClient();
  return (enabled: boolean, user?: User) =>
    queryClient.setQueryData<User | null>(userQueryKey, (current) =>
      user ?? (current ? { ...current, twoFactorEnabled: enabled } : current),
    );
}

/** The key an authenticator app needs when the QR code cannot be scanned. */
function secretOf(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get("secret");
  } catch {
    return null;
  }
}

async function copyText(text: string, successTitle: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ variant: "success", title: successTitle });
  } catch {
    // Clipboard access can be refused; the text stays on screen to copy by hand.
  }
}

function SetupStep({ uri, onUri }: { uri: string; onUri: (uri: string) => void }) {
  const { t } = useTranslation();
  const { open, close } = useDialogStore();
  const requested = useRef(false);

  useEffect(() => {
    // Kept across Back from the next step; asked for once (StrictMode runs effects twice).
    if (uri || requested.current) return;
    requested.current = true;
    authApi.setupTwoFactor().then(onUri, (error: unknown) => {
      toastApiError(error);
      close();
    });
  }, [uri, onUri, close]);

  const secret = secretOf(uri);
  return (
    <DialogContent title={t("settings.twoFactor.setupTitle")} description={t("settings.twoFactor.setupDescription")}>
      {uri ? (
        <div className="grid gap-4">
          <div className="mx-auto w-full max-w-64 rounded-md bg-white">
            <QRCodeSVG
              value={uri}
              size={limits.twoFactorQrCodeSize}
              marginSize={2}
              title={t("settings.twoFactor.qrLabel")}
              role="img"
              aria-label={t("settings.twoFactor.qrLabel")}
              className="h-auto w-full"
            />
          </div>
          {secret && (
            <CopyableText label={t("settings.twoFactor.secret")} value={secret} copied={t("settings.twoFactor.copied")} />
          )}
          <CopyableText label={t("settings.twoFactor.uri")} value={uri} copied={t("settings.twoFactor.copied")} />
        </div>
      ) : (
        <p role="status" className="py-8 text-center text-sm text-zinc-500">
          {t("common.loading")}
        </p>
      )}
      <DialogFooter>
        <Button variant="ghost" onClick={close}>
          {t("common.cancel")}
        </Button>
        <Button disabled={!uri} onClick={() => open("two-factor", "update")}>
          {t("common.continue")}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

function CopyableText({ label, value, copied }: { label: string; value: string; copied: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} value={value} readOnly className="font-mono text-xs" onFocus={(event) => event.target.select()} />
        <Button
          variant="secondary"
          size="icon"
          className="shrink-0"
          aria-label={t("settings.twoFactor.copyLabel", { label })}
          onClick={() => void copyText(value, copied)}
        >
          <Copy size={16} aria-hidden />
        </Button>
      </div>
    </div>
  );
}

const codeSchema = twoFactorFormSchema.shape.code;

function EnableStep({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const open = useDialogStore((state) => state.open);
  const setTwoFactor = useSetTwoFactor();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  // Empty or exactly six digits is acceptable here and no message is shown;
  // the field is only marked invalid, and enabling needs the full code.
  const acceptable = codeSchema.safeParse(code).success;
  const complete = acceptable && code !== "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || pending) return;
    setPending(true);
    try {
      const { backupCodes, user } = await authApi.enableTwoFactor(code);
      setTwoFactor(true, user);
      onEnabled(backupCodes);
      open("two-factor", "duplicate");
    } catch (error) {
      setCode("");
      setPending(false);
      toastApiError(error);
    }
  };

  return (
    <DialogContent title={t("settings.twoFactor.enableTitle")} description={t("settings.twoFactor.enableDescription")}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="two-factor-code">{t("auth.verifyOtp.code")}</Label>
          <Input
            id="two-factor-code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\s/g, ""))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={limits.twoFactorCodeLength}
            placeholder="123456"
            aria-invalid={acceptable ? undefined : true}
            className="font-mono tracking-[0.3em]"
            autoFocus
          />
        </div>
        <DialogFooter>
          <Button variant="ghost" onClick={() => open("two-factor", "create")}>
            <ArrowLeft size={16} aria-hidden />
            {t("common.back")}
          </Button>
          <SubmitButton pending={pending} disabled={!complete}>
            {t("settings.twoFactor.enable")}
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function BackupCodesStep({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const close = useDialogStore((state) => state.close);
  const text = `${codes.join("\n")}\n`;
  return (
    <DialogContent
      title={t("settings.twoFactor.backupTitle")}
      description={t("settings.twoFactor.backupDescription")}
      // The codes are shown only this once: a stray click outside must not lose them.
      onInteractOutside={(event) => event.preventDefault()}
    >
      <ul
        aria-label={t("settings.twoFactor.backupTitle")}
        className="grid grid-cols-2 gap-2 rounded-md border border-zinc-200 bg-zinc-50 p-3 font-mono text-sm dark:border-zinc-800 dark:bg-zinc-950"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button variant="secondary" onClick={() => void copyText(text, t("settings.twoFactor.codesCopied"))}>
          <Copy size={16} aria-hidden />
          {t("settings.twoFactor.copyCodes")}
        </Button>
        <Button variant="secondary" onClick={() => downloadFile("vitae-backup-codes.txt", text)}>
          <DownloadSimple size={16} aria-hidden />
          {t("settings.twoFactor.downloadCodes")}
        </Button>
      </div>
      <DialogFooter>
        <Button onClick={close}>{t("settings.twoFactor.done")}</Button>
      </DialogFooter>
    </DialogContent>
  );
}

/** A current authenticator code or an unused backup code. */
const disableCodePattern = /^(\d{6}|[a-z0-9]{10})$/;

/**
 * Turning 2FA off asks for what a thief with only the session lacks: a current code (or a
 * backup code) and, for accounts that have one, the password (docs/auth-api.md).
 */
function DisableStep({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const close = useDialogStore((state) => state.close);
  const setTwoFactor = useSetTwoFactor();
  const [code, setCode] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [pending, setPending] = useState(false);
  // Email accounts, and GitHub or Google ones that have set a password since.
  const askPassword = user?.hasPassword === true;
  const complete = disableCodePattern.test(code) && (!askPassword || currentPassword !== "");

  const disable = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || pending) return;
    setPending(true);
    try {
      await authApi.disableTwoFactor(askPassword ? { code, currentPassword } : { code });
      setTwoFactor(false);
      toast({ variant: "success", title: t("settings.twoFactor.disabled") });
      close();
    } catch (error) {
      setPending(false);
      setCode("");
      toastApiError(error);
    }
  };

  return (
    <DialogContent title={t("settings.twoFactor.disableTitle")} description={t("settings.twoFactor.disableDescription")}>
      <form noValidate onSubmit={(event) => void disable(event)} className="grid gap-4">
        <TextField
          label={t("settings.twoFactor.disableCode")}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\s/g, "").toLowerCase())}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={limits.backupCodeLength}
          className="[&_input]:font-mono"
          autoFocus
        />
        {askPassword && (
          <PasswordField
            label={t("settings.security.currentPassword")}
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={close}>
            {t("common.cancel")}
          </Button>
          <SubmitButton variant="danger" pending={pending} disabled={!complete}>
            {t("settings.twoFactor.disable")}
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
