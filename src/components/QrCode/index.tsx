import React, { Suspense, lazy, useState } from 'react';
import styles from './styles.module.css';

/**
 * A scannable QR code of a URL (a credential offer, a proof request), with
 * copy and SVG download. The encoder loads only when a code is shown, so
 * pages that import this component pay nothing until then.
 */
const QrCodeImage = lazy(() => import('./QrCodeImage'));

export interface QrCodeProps {
  /** The text encoded, usually an `openid-credential-offer://` or `openid4vp://` URL. */
  value: string;
  /** What the code holds, for screen readers and the caption, e.g. "Credential offer". */
  label: string;
  /** File name of the SVG download, without extension. */
  fileName?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

export default function QrCode({ value, label, fileName = 'qr-code' }: QrCodeProps): React.JSX.Element {
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyValue = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const download = async () => {
    const { qrCodeSvgDocument } = await import('./QrCodeImage');
    const url = URL.createObjectURL(new Blob([qrCodeSvgDocument(value)], { type: 'image/svg+xml' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.svg`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <figure className={styles.qrCode}>
      <div className={styles.image}>
        <Suspense fallback={<span className={styles.loading}>Drawing the QR code…</span>}>
          <QrCodeImage value={value} label={`QR code: ${label}`} />
        </Suspense>
      </div>
      <figcaption className={styles.caption}>
        <span>{label}: scan it with a wallet app.</span>
        <span className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => void copyValue()}>
            {copy === 'copied' ? 'Copied' : 'Copy URL'}
          </button>
          <button type="button" className={styles.button} onClick={() => void download()}>
            Download SVG
          </button>
        </span>
        <span role="status" className={styles.status}>
          {copy === 'failed' ? 'The browser did not allow copying; select the URL and copy it.' : ''}
        </span>
      </figcaption>
    </figure>
  );
}
