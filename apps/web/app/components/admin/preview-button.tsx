import { useState } from 'react';
import { API, type PreviewResponse } from '@firm/contract';
import { apiRequest, errorMessage } from '~/lib/api-client';
import { Button } from '~/components/ui/button';

/**
 * Opens a hidden item's page in a new tab as visitors will see it once shown (PREVIEW-1): the API
 * signs a link valid for a few minutes, since the page's server render cannot see the admin's token.
 */
export function PreviewButton({ collection, id, title }: { collection: string; id: string; title: string }) {
  const [error, setError] = useState('');
  const open = async () => {
    setError('');
    // Opened at the click, before the answer, so no pop-up blocker takes it for an unasked window.
    const tab = window.open('', '_blank');
    try {
      const { url } = await apiRequest<PreviewResponse>(API.preview, { method: 'POST', json: { collection, id } });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (e) {
      tab?.close();
      setError(errorMessage(e));
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => void open()} aria-label={`Preview ${title}`}>
        Preview
      </Button>
      {error ? (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      ) : null}
    </span>
  );
}
