import { Mail, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOutboxRow, OutboxChannel } from '@shared/schemas/admin-outbox.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@web/components/ui/table.tsx';
import { formatDateTime } from '@web/lib/format.ts';
import { channelLabels } from '../outbox-labels.ts';
import { DeliveryBadge } from './delivery-badge.tsx';

export interface OutboxListProps {
  messages: AdminOutboxRow[];
  /** Where a message leads: this list with that message open over it. */
  hrefFor: (id: number) => string;
}

function Channel({ channel }: { channel: OutboxChannel }) {
  const Icon = channel === 'sms' ? MessageSquareText : Mail;
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-muted-foreground">
      <Icon aria-hidden="true" className="size-4" />
      {channelLabels[channel]}
    </span>
  );
}

// The link's box covers its whole row or card, so a click anywhere there opens the message.
const stretchedLink =
  'after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-md focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring';

/** A table on wide screens, cards on narrow ones; each row opens its message. */
export function OutboxList({ messages, hrefFor }: OutboxListProps) {
  return (
    <>
      <div className="hidden lg:block">
        <Table aria-label="Messages, newest first" className="table-fixed">
          <TableHead>
            <tr>
              <TableHeaderCell scope="col" className="w-[26%]">
                Recipient
              </TableHeaderCell>
              <TableHeaderCell scope="col">Subject</TableHeaderCell>
              <TableHeaderCell scope="col" className="w-24">
                Channel
              </TableHeaderCell>
              <TableHeaderCell scope="col" className="w-48">
                When
              </TableHeaderCell>
              <TableHeaderCell scope="col" className="w-52">
                Delivery
              </TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {messages.map((m) => (
              <TableRow key={m.id} className="relative cursor-pointer">
                <TableCell className="truncate font-medium">{m.to}</TableCell>
                <TableCell className="truncate">
                  <Link to={hrefFor(m.id)} className={`hover:underline ${stretchedLink}`}>
                    {m.subject}
                  </Link>
                </TableCell>
                <TableCell>
                  <Channel channel={m.channel} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                </TableCell>
                <TableCell>
                  <DeliveryBadge status={m.status} channel={m.channel} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul aria-label="Messages, newest first" className="grid gap-2 lg:hidden">
        {messages.map((m) => (
          <li
            key={m.id}
            className="relative rounded-lg border bg-card p-3 transition-colors hover:bg-muted/40"
          >
            <Link
              to={hrefFor(m.id)}
              className={`block font-medium break-words hover:underline ${stretchedLink}`}
            >
              {m.subject}
            </Link>
            <p className="mt-0.5 text-sm break-all text-muted-foreground">
              <span className="sr-only">Recipient: </span>
              {m.to}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
              <DeliveryBadge status={m.status} channel={m.channel} />
              <Channel channel={m.channel} />
              <time dateTime={m.createdAt} className="text-muted-foreground">
                {formatDateTime(m.createdAt)}
              </time>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
